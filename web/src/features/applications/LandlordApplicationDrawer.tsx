import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  AcceptApplicationDocument,
  DenyApplicationDocument,
  LandlordApplicationDocument,
  LandlordApplicationsDocument,
  LandlordInsightsHomeDocument,
  MarkApplicationReadDocument,
  MarkApplicationUnreadDocument,
  SetApplicationConsideredDocument,
  UndoDenyApplicationDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { StatusLine } from '../../ui/StatusBadge';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { readApplicationDetail, STATUS_TONES } from './model';
import { OpenConversationButton } from '../../shell/OpenConversationButton';
import { Button, buttonClass } from '../../ui/Button';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Spinner } from '../../ui/Card';
import { CloseIcon } from '../../ui/icons';
import { ApplicantProfile } from './ApplicantProfile';
import { CheckMark, MessageField, useMessageForm } from './components';
import { ErrorText } from '../../ui/ListState';
import { AnswerList, CorenterList, StatusTimeline } from './Details';
import { listingName, translateApplicationError } from './model';

const REFETCH = [LandlordApplicationsDocument, LandlordInsightsHomeDocument];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-5">
      <h3 className="mb-3 font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** The application beside the list: profile, answers, co-renters and the decisions. */
function DrawerBody({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(LandlordApplicationDocument, { variables: { id } });
  const [markRead] = useMutation(MarkApplicationReadDocument, { refetchQueries: REFETCH });
  const [markUnread, unreading] = useMutation(MarkApplicationUnreadDocument, {
    refetchQueries: REFETCH,
  });
  const [consider, considering] = useMutation(SetApplicationConsideredDocument, {
    refetchQueries: REFETCH,
  });
  const [accept, accepting] = useMutation(AcceptApplicationDocument, { refetchQueries: REFETCH });
  const [deny, denying] = useMutation(DenyApplicationDocument, { refetchQueries: REFETCH });
  const [undoDeny, undoing] = useMutation(UndoDenyApplicationDocument, { refetchQueries: REFETCH });
  const [dialog, setDialog] = useState<'accept' | 'deny' | null>(null);
  const messageForm = useMessageForm();
  const [denyOthers, setDenyOthers] = useState(false);
  const autoRead = useRef<string | null>(null);
  const application = data?.landlordApplication;
  const a = application ? readApplicationDetail(application) : null;

  // Opening an unread application marks it read, once; "mark unread" is then respected.
  useEffect(() => {
    if (!a || a.isReadByLandlord || a.status === 'CANCELLED' || autoRead.current === a.id) return;
    autoRead.current = a.id;
    void markRead({ variables: { input: { id: a.id } } }).catch(() => {});
  }, [a, markRead]);

  if (loading && !a) return <Spinner label={t('common.status.loading')} />;
  if (error && !a) return <ErrorText>{translateApplicationError(t, error)}</ErrorText>;
  if (!a || !application) return <ErrorText>{t('applications.detail.not_found')}</ErrorText>;

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      toast.success(success);
      setDialog(null);
      messageForm.reset();
    } catch (e) {
      toast.error(translateApplicationError(t, e));
    }
  };
  const input = { id: a.id };
  const isPending = a.status === 'PENDING';
  return (
    <div className="flex flex-col gap-5">
      <StatusLine status={a.status} tones={STATUS_TONES} labelPrefix="applications.status">
        {a.isConsidered && isPending && (
          <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">
            {t('applications.flags.considered')}
          </span>
        )}
        <span className="text-sm text-ink-muted">{listingName(a.listingSummary)}</span>
      </StatusLine>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t('applications.landlord.actions')}
      >
        {isPending && (
          <>
            <Button size="sm" onPress={() => setDialog('accept')}>
              {t('applications.landlord.accept')}
            </Button>
            <Button size="sm" variant="secondary" onPress={() => setDialog('deny')}>
              {t('applications.landlord.deny')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isLoading={considering.loading}
              onPress={() =>
                void run(
                  () =>
                    consider({ variables: { input: { id: a.id, isConsidered: !a.isConsidered } } }),
                  a.isConsidered
                    ? t('applications.landlord.unconsidered_done')
                    : t('applications.landlord.considered_done'),
                )
              }
            >
              {a.isConsidered
                ? t('applications.landlord.unconsider')
                : t('applications.landlord.consider')}
            </Button>
          </>
        )}
        {a.status === 'ACCEPTED' && (
          <RouteLink
            to={`${paths.contractCreate.href()}?application=${a.id}`}
            className={buttonClass('primary', 'sm')}
          >
            {t('applications.landlord.create_contract')}
          </RouteLink>
        )}
        <OpenConversationButton target={{ applicationId: a.id }} />
        {a.status === 'DENIED' && (
          <Button
            size="sm"
            variant="secondary"
            isLoading={undoing.loading}
            onPress={() =>
              void run(() => undoDeny({ variables: { input } }), t('applications.landlord.undone'))
            }
          >
            {t('applications.landlord.undo_deny')}
          </Button>
        )}
        {a.status !== 'CANCELLED' &&
          (a.isReadByLandlord ? (
            <Button
              size="sm"
              variant="ghost"
              isLoading={unreading.loading}
              onPress={() =>
                void run(async () => {
                  await markUnread({ variables: { input } });
                  onClose();
                }, t('applications.landlord.marked_unread'))
              }
            >
              {t('applications.landlord.mark_unread')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onPress={() =>
                void run(
                  () => markRead({ variables: { input } }),
                  t('applications.landlord.marked_read'),
                )
              }
            >
              {t('applications.landlord.mark_read')}
            </Button>
          ))}
      </div>
      {a.denyMessage && a.status === 'DENIED' && (
        <p className="rounded-lg bg-surface-sunken p-3 text-sm text-ink">
          <span className="font-semibold">{t('applications.landlord.your_message')}</span>{' '}
          {a.denyMessage}
        </p>
      )}
      {application.applicantProfile ? (
        <ApplicantProfile profile={application.applicantProfile} />
      ) : (
        <p className="text-ink-muted">{t('applications.landlord.no_profile')}</p>
      )}
      <Section title={t('applications.detail.answers')}>
        <AnswerList application={a} />
      </Section>
      {a.message && (
        <Section title={t('applications.detail.message')}>
          <p className="whitespace-pre-line text-ink">{a.message}</p>
        </Section>
      )}
      <Section title={t('applications.detail.corenters')}>
        <CorenterList application={a} />
      </Section>
      <Section title={t('applications.detail.status')}>
        <StatusTimeline application={a} />
      </Section>
      <ConfirmDialog
        isOpen={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        title={t('applications.landlord.accept_title', { name: a.tenant.fullName })}
        text={t('applications.landlord.accept_text')}
        confirmLabel={t('applications.landlord.accept')}
        tone="primary"
        isLoading={accepting.loading}
        onConfirm={() =>
          void messageForm.submit((message) =>
            run(
              () =>
                accept({
                  variables: {
                    input: { id: a.id, denyOthers, message: denyOthers ? message : null },
                  },
                }),
              t('applications.landlord.accepted_done'),
            ),
          )
        }
      >
        <Checkbox
          isSelected={denyOthers}
          onChange={setDenyOthers}
          className="group flex items-center gap-3 text-ink"
        >
          <CheckMark />
          {t('applications.landlord.deny_others')}
        </Checkbox>
        {denyOthers && (
          <MessageField
            control={messageForm.control}
            label={t('applications.landlord.message_to_others')}
          />
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'deny'}
        onOpenChange={(open) => setDialog(open ? 'deny' : null)}
        title={t('applications.landlord.deny_title', { name: a.tenant.fullName })}
        text={t('applications.landlord.deny_text')}
        confirmLabel={t('applications.landlord.deny')}
        isLoading={denying.loading}
        onConfirm={() =>
          void messageForm.submit((message) =>
            run(
              () => deny({ variables: { input: { id: a.id, message } } }),
              t('applications.landlord.denied_done'),
            ),
          )
        }
      >
        <MessageField
          control={messageForm.control}
          label={t('applications.landlord.message')}
          description={t('applications.landlord.message_help')}
        />
      </ConfirmDialog>
    </div>
  );
}

/** A drawer from the right (full width on phones), closed by Escape, the backdrop or the button. */
export function LandlordApplicationDrawer({
  id,
  onClose,
}: {
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={id !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 bg-black/40"
    >
      <Modal className="fixed inset-y-0 right-0 w-full max-w-xl overflow-y-auto bg-surface-raised shadow-2xl">
        <Dialog className="p-5 outline-none sm:p-6">
          <div className="mb-4 flex items-center justify-between gap-3">
            <Heading slot="title" className="text-xl font-bold text-ink">
              {t('applications.landlord.detail_title')}
            </Heading>
            <Button
              variant="ghost"
              size="sm"
              onPress={onClose}
              aria-label={t('common.actions.close')}
            >
              <CloseIcon size={18} />
            </Button>
          </div>
          {id && <DrawerBody id={id} onClose={onClose} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
