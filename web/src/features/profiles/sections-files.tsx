import { useMutation, useQuery } from '@apollo/client/react';
import { PROFILE_FILES, UPLOADABLE_ATTACHMENT_KINDS } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  DeleteAttachmentDocument,
  FileList_AttachmentFragmentDoc,
  ProfileAttachmentsDocument,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { Button } from '../../ui/Button';
import { Badge, Spinner } from '../../ui/Card';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { UploadButton } from './ImageUpload';
import { formatBytes } from './messages';
import type { SectionProps } from './model';
import { itemRowClass } from '../../ui/EditableList';
import { EmptyText } from '../../ui/EmptyState';
import { SectionCard } from './SectionCard';
import { UPLOAD_PATHS } from './upload';
import { useDownload } from './use-download';
import { useProfileAction } from './use-profile-action';
import { enumKey } from '../../lib/enums';
import { Field } from '../../ui/form/Field';

const DOCUMENTS = 'application/pdf,image/jpeg,image/png';

type FileRow = {
  id: string;
  kind: string;
  filename: string;
  bytes: number;
  isProtected: boolean;
  createdAt: string;
};

function FileList({
  files,
  canDelete,
  onDelete,
}: {
  files: readonly FileRow[];
  canDelete: boolean;
  onDelete: (file: FileRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const download = useDownload();
  return (
    <ul>
      {files.map((f) => (
        <li key={f.id} className={itemRowClass}>
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{f.filename}</p>
            <p className="text-sm text-ink-muted">
              {t(enumKey('profiles.attachments.kinds', f.kind))} ·{' '}
              {formatBytes(f.bytes, i18n.language)} · {formatDate(f.createdAt)}{' '}
              {f.isProtected && <Badge tone="warning">{t('profiles.attachments.protected')}</Badge>}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('profiles.attachments.download_named', { name: f.filename })}
              onPress={() => void download(f.id)}
            >
              {t('profiles.attachments.download')}
            </Button>
            {canDelete && (
              <Button variant="ghost" size="sm" onPress={() => onDelete(f)}>
                {t('profiles.actions.remove')}
                <span className="sr-only">: {f.filename}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AttachmentsSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const username = profile.profileUsername;
  const { data, loading, refetch } = useQuery(ProfileAttachmentsDocument, {
    variables: { username },
    skip: !user,
  });
  const [remove, removing] = useMutation(DeleteAttachmentDocument);
  const { run } = useProfileAction();
  const [kind, setKind] = useState<string>('reference');
  const [deleting, setDeleting] = useState<FileRow | null>(null);
  const attachments = getFragmentData(
    FileList_AttachmentFragmentDoc,
    data?.rentalProfile?.attachments,
  );
  const files = (attachments ?? []).filter((f) => f.kind !== 'PAYCHECK');
  if (!user) return null;
  return (
    <SectionCard id="attachments" title={t('profiles.attachments.title')}>
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {data && files.length === 0 && <EmptyText>{t('profiles.attachments.empty')}</EmptyText>}
      <FileList files={files} canDelete={isOwner} onDelete={setDeleting} />
      {isOwner && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <Field label={t('profiles.attachments.kind')}>
            {(props) => (
              <select {...props} value={kind} onChange={(e) => setKind(e.target.value)}>
                {UPLOADABLE_ATTACHMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`profiles.attachments.kinds.${k}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <UploadButton
            label={t('profiles.attachments.upload')}
            path={UPLOAD_PATHS.attachments(username, kind)}
            accept={DOCUMENTS}
            multiple={kind !== 'criminal_record'}
            onDone={() => refetch()}
            testId="attachment-input"
          />
          <p className="w-full text-xs text-ink-muted">
            {t('profiles.attachments.hint', { mb: PROFILE_FILES.maxBytes / 1024 / 1024 })}
          </p>
        </div>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('profiles.attachments.delete_title')}
        text={t('profiles.attachments.delete_text', { name: deleting?.filename ?? '' })}
        confirmLabel={t('profiles.actions.remove')}
        isLoading={removing.loading}
        onConfirm={() => {
          const id = deleting?.id;
          if (!id) return;
          void run('delete', async () => {
            await remove({ variables: { input: { id } } });
            await refetch();
          }).then(() => setDeleting(null));
        }}
      />
    </SectionCard>
  );
}

export function PaychecksSection({
  profile,
  isOwner,
  userId,
  refetch,
}: SectionProps & { userId: string | null; refetch: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [remove] = useMutation(DeleteAttachmentDocument);
  const { run } = useProfileAction();
  if (!profile.viewer.canDownloadProtected) return null;
  return (
    <SectionCard id="paychecks" title={t('profiles.paychecks.title')}>
      {profile.paychecks.length === 0 && <EmptyText>{t('profiles.paychecks.empty')}</EmptyText>}
      <FileList
        files={profile.paychecks}
        canDelete={isOwner}
        onDelete={(f) =>
          void run(f.id, () => remove({ variables: { input: { id: f.id } } }).then(refetch))
        }
      />
      {isOwner && userId && (
        <div className="mt-4">
          <UploadButton
            label={t('profiles.paychecks.upload')}
            path={UPLOAD_PATHS.paychecks(userId)}
            accept={DOCUMENTS}
            multiple
            onDone={refetch}
          />
        </div>
      )}
    </SectionCard>
  );
}
