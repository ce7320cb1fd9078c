import { useMutation } from '@apollo/client/react';
import { INSPECTION_ROLES, reportEntitySchema, type InspectionRole } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddInspectionUserDocument,
  RemoveInspectionUserDocument,
} from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FieldMessage, inputClass, labelClass } from '../../../ui/form/Field';
import { EditPersonDialog } from './EditPersonDialog';
import { translatePeopleError } from './people-errors';
import { fieldErrors, translateCode, type StepsReport } from './step-model';

type Person = StepsReport['users'][number];

function PersonRow({
  person,
  canEdit,
  onEdit,
  onRemove,
}: {
  person: Person;
  canEdit: boolean;
  onEdit: (person: Person) => void;
  onRemove: (person: Person) => void;
}) {
  const { t } = useTranslation();
  const phones = person.phones.map((p) => `+${p.countryCode} ${p.number}`).join(', ');
  const emails = person.emails.map((e) => e.email).join(', ');
  return (
    <li className="flex items-start justify-between gap-2 rounded-lg bg-surface p-3 text-sm">
      <div className="flex flex-col gap-0.5">
        <span className="font-medium text-ink">
          {person.name} · {t(enumKey('inspections.roles', person.role))}
        </span>
        <span className="text-ink-muted">
          {t('inspection-steps.summary.phones')}: {phones || t('inspection-steps.summary.none')}
        </span>
        <span className="text-ink-muted">
          {t('inspection-steps.summary.emails')}: {emails || t('inspection-steps.summary.none')}
        </span>
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('inspection-rooms.people.edit_person', { name: person.name })}
            onPress={() => onEdit(person)}
          >
            {t('inspection-rooms.people.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t('inspection-steps.summary.remove')}: ${person.name}`}
            onPress={() => onRemove(person)}
          >
            {t('inspection-steps.summary.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The people on the report (SPEC 7's report-entities): who they are, how to reach them, and, on
 * a DRAFT, adding an inspector, an agent or a reader, changing someone's name and contacts (a
 * tenant brought without a phone gets one) and removing someone. Domain's reportEntitySchema
 * judges the form before the api does.
 */
export function PeopleSection({ report }: { report: StepsReport }) {
  const { t } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<InspectionRole>('IN');
  const [name, setName] = useState('');
  const [isCompany, setIsCompany] = useState(false);
  const [countryCode, setCountryCode] = useState('354');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Person | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const [add, adding] = useMutation(AddInspectionUserDocument);
  const [remove, removal] = useMutation(RemoveInspectionUserDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = reportEntitySchema.safeParse({
      role,
      name,
      is_individual: !isCompany,
      phones: phone.trim() ? [{ country_code: countryCode, number: phone }] : [],
      emails: email.trim() ? [{ email }] : [],
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const body = parsed.data;
    try {
      await add({
        variables: {
          input: {
            reportId: report.id,
            role: body.role,
            name: body.name,
            isIndividual: body.is_individual,
            phones: body.phones.map((p) => ({ countryCode: p.country_code, number: p.number })),
            emails: body.emails.map((m) => ({ email: m.email })),
          },
        },
      });
      setName('');
      setPhone('');
      setEmail('');
      setIsCompany(false);
    } catch (error) {
      toast.error(translatePeopleError(t, error));
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { input: { reportId: report.id, userId: removing.id } } });
    } catch (error) {
      toast.error(translatePeopleError(t, error));
    }
    setRemoving(null);
  };

  const error = (field: string) => (errors[field] ? translateCode(t, errors[field]) : undefined);
  const described = (field: string) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{t('inspection-steps.summary.people')}</h3>
      <ul className="flex flex-col gap-2" data-testid="people-list">
        {report.users.map((u) => (
          <PersonRow
            key={u.id}
            person={u}
            canEdit={report.viewerCanEdit}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        ))}
      </ul>
      {report.viewerCanEdit && (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-labelledby={`${id}-add-title`}
          className="flex flex-col gap-3 rounded-lg border border-line p-3"
        >
          <h4 id={`${id}-add-title`} className="font-medium text-ink">
            {t('inspection-steps.summary.add_person')}
          </h4>
          <label className={labelClass} htmlFor={`${id}-role`}>
            {t('inspection-steps.summary.role')}
          </label>
          <select
            id={`${id}-role`}
            className={inputClass}
            value={role}
            onChange={(e) => setRole(e.target.value as InspectionRole)}
          >
            {INSPECTION_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(enumKey('inspections.roles', r))}
              </option>
            ))}
          </select>
          <label className={labelClass} htmlFor={`${id}-name`}>
            {t('inspection-steps.summary.name')}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={(e) => setName(e.target.value)}
          />
          <FieldMessage id={`${id}-name-error`} error={error('name')} />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={isCompany}
              aria-invalid={errors.is_individual ? true : undefined}
              aria-describedby={described('is_individual')}
              onChange={(e) => setIsCompany(e.target.checked)}
            />
            {t('inspection-steps.summary.is_company')}
          </label>
          <FieldMessage id={`${id}-is_individual-error`} error={error('is_individual')} />
          <div className="flex gap-2">
            <div className="flex w-24 flex-col gap-1">
              <label className={labelClass} htmlFor={`${id}-cc`}>
                {t('inspection-steps.summary.country_code')}
              </label>
              <input
                id={`${id}-cc`}
                className={inputClass}
                inputMode="numeric"
                value={countryCode}
                onChange={(e) => setCountryCode(e.target.value)}
              />
            </div>
            <div className="flex flex-1 flex-col gap-1">
              <label className={labelClass} htmlFor={`${id}-phone`}>
                {t('inspection-steps.summary.phone')}
              </label>
              <input
                id={`${id}-phone`}
                className={inputClass}
                type="tel"
                autoComplete="off"
                value={phone}
                aria-invalid={errors.phones ? true : undefined}
                aria-describedby={described('phones')}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
          </div>
          <FieldMessage id={`${id}-phones-error`} error={error('phones')} />
          <label className={labelClass} htmlFor={`${id}-email`}>
            {t('inspection-steps.summary.email')}
          </label>
          <input
            id={`${id}-email`}
            className={inputClass}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={errors.emails ? true : undefined}
            aria-describedby={described('emails')}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FieldMessage id={`${id}-emails-error`} error={error('emails')} />
          <Button type="submit" isLoading={adding.loading}>
            {t('inspection-steps.summary.add')}
          </Button>
        </form>
      )}
      {editing && report.viewerCanEdit && (
        <EditPersonDialog reportId={report.id} person={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('inspection-steps.summary.confirm_remove')}
        text={
          removing
            ? t('inspection-steps.summary.confirm_remove_text', { name: removing.name })
            : undefined
        }
        confirmLabel={t('inspection-steps.summary.remove')}
        isLoading={removal.loading}
        onConfirm={() => void onRemove()}
      />
    </div>
  );
}
