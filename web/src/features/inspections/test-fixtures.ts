import type { InspectionCondition, InspectionStatus } from '../../__generated__/graphql';

type SubjectOverrides = { id: string; tag: string; condition?: InspectionCondition | null };

const subject = ({ id, tag, condition = null }: SubjectOverrides) => ({
  __typename: 'InspectionSubject' as const,
  id,
  kind: 'SURFACE' as const,
  tag,
  name: null,
  condition,
  previousCondition: null,
  isCarried: false,
  note: '',
  photos: [] as never[],
  issues: [] as {
    __typename: 'InspectionIssue';
    id: string;
    description: string;
    severity: string;
    responsibility: string;
    isCarried: boolean;
    photos: never[];
  }[],
});

/** A move-in report as the graph answers the report page: two rooms, a floor not yet checked. */
export function reportFixture(
  overrides: {
    status?: InspectionStatus;
    viewerCanEdit?: boolean;
    floor?: InspectionCondition;
  } = {},
) {
  const { status = 'DRAFT', viewerCanEdit = status === 'DRAFT', floor } = overrides;
  return {
    __typename: 'InspectionReport' as const,
    id: '5',
    kind: 'MOVE_IN' as const,
    status,
    updatedAt: '2026-11-20T10:00:00.000Z',
    issueCount: 0,
    address: {
      __typename: 'ContractAddress' as const,
      street: 'Grettisgata 12',
      postalCode: '101',
    },
    contractId: '8',
    signType: status === 'DRAFT' ? null : ('ELECTRONIC' as const),
    viewerRoles: ['LL' as const],
    viewerCanEdit,
    viewerCanUncommit: status === 'SIGNING',
    fireSafety: {
      __typename: 'InspectionFireSafety' as const,
      hasIssue: true,
      items: [
        { item: 'SMOKE_DETECTORS', status: 'TOO_FEW', required: 3, declaredCount: 1 },
        { item: 'FIRE_EXTINGUISHER', status: 'OK', required: null, declaredCount: null },
        { item: 'ESCAPE_ROUTES', status: 'OK', required: null, declaredCount: null },
      ].map((check) => ({ __typename: 'InspectionFireSafetyCheck' as const, ...check })),
    },
    users: [
      {
        __typename: 'InspectionUser' as const,
        id: '1',
        role: 'LL' as const,
        name: 'Jón Guðmundsson',
        isIndividual: true,
        phones: [{ __typename: 'ContractPhone' as const, countryCode: '354', number: '8201234' }],
        emails: [{ __typename: 'ContractEmail' as const, email: 'jon@leiga.is' }],
      },
      {
        __typename: 'InspectionUser' as const,
        id: '2',
        role: 'TN' as const,
        name: 'Anna Sigurðardóttir',
        isIndividual: true,
        phones: [{ __typename: 'ContractPhone' as const, countryCode: '354', number: '6601234' }],
        emails: [{ __typename: 'ContractEmail' as const, email: 'anna@leiga.is' }],
      },
    ],
    units: [
      {
        __typename: 'InspectionUnit' as const,
        id: '10',
        type: 'APARTMENT' as const,
        name: null,
        subjects: [subject({ id: '100', tag: 'SMOKE_DETECTOR', condition: 'GOOD' })],
      },
      {
        __typename: 'InspectionUnit' as const,
        id: '11',
        type: 'KITCHEN' as const,
        name: null,
        subjects: [
          subject({ id: '101', tag: 'FLOOR', condition: floor ?? null }),
          subject({ id: '102', tag: 'WALLS', condition: 'GOOD' }),
        ],
      },
    ],
  };
}
