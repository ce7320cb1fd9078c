import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclineContractInvitationDocument } from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { COLLABORATORS_NS as NS, translateCollaboratorError } from './model';

/** Declining cannot be undone (the link stops working), so it asks first. */
export function DeclineInvitationButton({
  id,
  token,
  onDeclined,
}: {
  id: string;
  token: string;
  onDeclined: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [decline, { loading }] = useMutation(DeclineContractInvitationDocument);
  const onConfirm = async () => {
    try {
      await decline({ variables: { input: { id, token } } });
      toast.success(t(`${NS}.declined`));
      setOpen(false);
      onDeclined();
    } catch (e) {
      toast.error(translateCollaboratorError(t, e));
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t(`${NS}.decline`)}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t(`${NS}.decline_title`)}
        text={t(`${NS}.decline_text`)}
        confirmLabel={t(`${NS}.decline`)}
        isLoading={loading}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
