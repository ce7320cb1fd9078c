import { useLazyQuery, useMutation } from '@apollo/client/react';
import { contractPartyInputSchema, parseKennitala, type ContractPartyRole } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddContractPartyDocument,
  AutofillContractEntityDocument,
  ContractAgentSuggestionsDocument,
  type ContractPartyRole as GraphRole,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { FormAlert } from '../../../ui/form/FormKit';
import { issuesByPath, useFieldErrors } from './useFieldErrors';

type Agent = {
  name: string;
  identifier: string;
  identifierCountry: string;
  phones: { countryCode: string; number: string }[];
  emails: { email: string }[];
};

const GRAPH_ROLES: Record<ContractPartyRole, GraphRole> = {
  landlord: 'LANDLORD',
  tenant: 'TENANT',
};

/** snake_case paths of domain's schema to the input's camelCase, as the graph names them. */
const camel = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()),
      v,
    ]),
  );

/**
 * Adds a landlord or tenant by kennitala: the registry fills in the name and whether it is a
 * company; a company's agents come from the suggestions. Checked with domain's party schema
 * first (the api's rules), then saved.
 */
export function AddPartyForm({
  contractId,
  role,
  onDone,
}: {
  contractId: string;
  role: ContractPartyRole;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState('');
  const [name, setName] = useState('');
  const [isIndividual, setIsIndividual] = useState(true);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [agents, setAgents] = useState<Agent[]>([]);
  const [autofill, autofilling] = useMutation(AutofillContractEntityDocument);
  const [suggest, suggestions] = useLazyQuery(ContractAgentSuggestionsDocument);
  const [add, adding] = useMutation(AddContractPartyDocument);
  const errors = useFieldErrors();

  const onAutofill = async () => {
    errors.clear();
    const parsed = parseKennitala(identifier);
    if (!parsed.ok) {
      errors.setFields({ identifier: 'validation.kennitala' });
      return;
    }
    try {
      const { data } = await autofill({ variables: { identifier } });
      const found = data?.autofillContractEntity;
      if (!found) return;
      setIdentifier(found.identifier);
      setName(found.name);
      setIsIndividual(found.isIndividual);
      if (!found.isIndividual) void suggest({ variables: { identifier: found.identifier } });
    } catch (error) {
      errors.fromError(error);
    }
  };

  const onAdd = async () => {
    errors.clear();
    const body = {
      name,
      identifier: identifier.replace(/[\s-]/g, ''),
      identifier_country: 'IS',
      is_individual: isIndividual,
      phones: phone.trim() ? [{ country_code: '354', number: phone.trim() }] : [],
      emails: email.trim() ? [{ email: email.trim() }] : [],
      agents: agents.map((a) => ({
        name: a.name,
        identifier: a.identifier,
        identifier_country: a.identifierCountry,
        is_individual: true,
        phones: a.phones.map((p) => ({ country_code: p.countryCode, number: p.number })),
        emails: a.emails,
      })),
    };
    const checked = contractPartyInputSchema.safeParse(body);
    if (!checked.success) {
      errors.setFields(camel(issuesByPath(checked.error.issues)));
      return;
    }
    try {
      await add({
        variables: {
          input: {
            id: contractId,
            role: GRAPH_ROLES[role],
            name: body.name,
            identifier: body.identifier,
            isIndividual: body.is_individual,
            phones: body.phones.map((p) => ({ countryCode: p.country_code, number: p.number })),
            emails: body.emails,
            agents: agents.map((a) => ({ ...a, isIndividual: true })),
          },
        },
      });
      onDone();
    } catch (error) {
      errors.fromError(error);
    }
  };

  const suggested = suggestions.data?.contractAgentSuggestions ?? [];
  const e = errors.fields;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-line p-4"
      data-testid={`add-${role}`}
    >
      <h4 className="font-semibold text-ink">{t(`contracts.parts.add_${role}`)}</h4>
      <div className="flex items-end gap-2">
        <Field label={t('contracts.parts.kennitala')} error={e.identifier} className="flex-1">
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={identifier}
              onChange={(ev) => setIdentifier(ev.target.value)}
            />
          )}
        </Field>
        <Button
          variant="secondary"
          isLoading={autofilling.loading}
          onPress={() => void onAutofill()}
        >
          {t('contracts.parts.autofill')}
        </Button>
      </div>
      <Field label={t('contracts.parts.name')} error={e.name}>
        {(props) => <input {...props} value={name} onChange={(ev) => setName(ev.target.value)} />}
      </Field>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={!isIndividual}
          onChange={(ev) => setIsIndividual(!ev.target.checked)}
        />
        {t('contracts.parts.is_company')}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('contracts.parts.phone')}
          hint={t('contracts.parts.phone_hint')}
          error={e['phones.0.number'] ?? e['phones.0.countryCode']}
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              value={phone}
              onChange={(ev) => setPhone(ev.target.value)}
            />
          )}
        </Field>
        <Field label={t('contracts.parts.email')} error={e['emails.0.email']}>
          {(props) => (
            <input
              {...props}
              type="email"
              value={email}
              onChange={(ev) => setEmail(ev.target.value)}
            />
          )}
        </Field>
      </div>
      {!isIndividual && (
        <fieldset className="flex flex-col gap-1" data-testid="agent-suggestions">
          <legend className="text-sm font-medium text-ink">{t('contracts.parts.agents')}</legend>
          {suggestions.loading && (
            <p className="text-sm text-ink-muted">{t('common.status.loading')}</p>
          )}
          {!suggestions.loading && suggested.length === 0 && (
            <p className="text-sm text-ink-muted">{t('contracts.parts.no_agent_suggestions')}</p>
          )}
          {suggested.map((s) => (
            <label key={s.identifier} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={agents.some((a) => a.identifier === s.identifier)}
                onChange={(ev) =>
                  setAgents((list) =>
                    ev.target.checked
                      ? [
                          ...list,
                          {
                            name: s.name,
                            identifier: s.identifier,
                            identifierCountry: s.identifierCountry,
                            phones: s.phones.map(({ countryCode, number }) => ({
                              countryCode,
                              number,
                            })),
                            emails: s.emails.map(({ email }) => ({ email })),
                          },
                        ]
                      : list.filter((a) => a.identifier !== s.identifier),
                  )
                }
              />
              {s.name} ({t(`contracts.parts.agent_source.${s.source.toLowerCase()}`)})
            </label>
          ))}
          {agents.map((a, i) => (
            <AgentContacts
              key={a.identifier}
              agent={a}
              errors={e}
              index={i}
              onChange={(next) =>
                setAgents((list) => list.map((x) => (x.identifier === a.identifier ? next : x)))
              }
            />
          ))}
          {e.agents && <FormAlert>{t([`contracts.${e.agents}`, e.agents])}</FormAlert>}
        </fieldset>
      )}
      {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
      <div className="flex gap-2">
        <Button isLoading={adding.loading} onPress={() => void onAdd()}>
          {t(`contracts.parts.add_${role}`)}
        </Button>
        <Button variant="ghost" onPress={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** An agent must be reachable: the phone and e-mail the suggestion lacks are typed here. */
function AgentContacts({
  agent,
  index,
  errors,
  onChange,
}: {
  agent: Agent;
  index: number;
  errors: Record<string, string>;
  onChange: (agent: Agent) => void;
}) {
  const { t } = useTranslation();
  const phone = agent.phones[0];
  const email = agent.emails[0]?.email ?? '';
  return (
    <div className="ml-6 grid gap-3 sm:grid-cols-2">
      <Field
        label={t('contracts.parts.agent_phone', { name: agent.name })}
        error={errors[`agents.${index}.phones.0.number`]}
      >
        {(props) => (
          <input
            {...props}
            type="tel"
            value={phone?.number ?? ''}
            onChange={(ev) =>
              onChange({
                ...agent,
                phones: ev.target.value
                  ? [{ countryCode: phone?.countryCode ?? '354', number: ev.target.value }]
                  : [],
              })
            }
          />
        )}
      </Field>
      <Field
        label={t('contracts.parts.agent_email', { name: agent.name })}
        error={errors[`agents.${index}.emails.0.email`]}
      >
        {(props) => (
          <input
            {...props}
            type="email"
            value={email}
            onChange={(ev) =>
              onChange({ ...agent, emails: ev.target.value ? [{ email: ev.target.value }] : [] })
            }
          />
        )}
      </Field>
    </div>
  );
}
