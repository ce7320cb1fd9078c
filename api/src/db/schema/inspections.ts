import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  ContractEmail,
  ContractPhone,
  InspectionCondition,
  InspectionKind,
  InspectionRole,
  InspectionStatus,
  IssueResponsibility,
  IssueSeverity,
  RoomType,
  SignType,
  SubjectKind,
  SubjectTag,
} from '@leiga/domain';
import { users } from './accounts.js';
import { contracts } from './contracts.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An inspection report (úttekt) of a contract: move-in or move-out (SPEC 3, issue #17). */
export const inspectionReports = pgTable(
  'inspection_reports',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InspectionKind>().notNull(),
    status: text('status').$type<InspectionStatus>().notNull().default('DRAFT'),
    signType: text('sign_type').$type<SignType>(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** A move-out's move-in, whose subjects and defects it carries forward. */
    previousReportId: integer('previous_report_id').references(
      (): AnyPgColumn => inspectionReports.id,
      { onDelete: 'set null' },
    ),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_reports_contract_idx').on(t.contractId),
    index('inspection_reports_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** A person on the report with a role (LL, TN, IN, AG, R); `user_id` when they have an account. */
export const inspectionUsers = pgTable(
  'inspection_users',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').$type<InspectionRole>().notNull(),
    name: text('name').notNull(),
    isIndividual: boolean('is_individual').notNull().default(true),
    phones: jsonb('phones').$type<ContractPhone[]>().notNull().default([]),
    emails: jsonb('emails').$type<ContractEmail[]>().notNull().default([]),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inspection_users_report_idx').on(t.reportId),
    index('inspection_users_user_idx').on(t.userId),
  ],
);

/** A room of the report (or the apartment as a whole), in the order walked through. */
export const inspectionUnits = pgTable(
  'inspection_units',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    type: text('type').$type<RoomType>().notNull(),
    name: text('name'),
    position: integer('position').notNull(),
    carriedFromUnitId: integer('carried_from_unit_id'),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_units_report_idx').on(t.reportId, t.position)],
);

/** Something in a room whose condition is recorded: a surface, fixture, furniture or appliance. */
export const inspectionSubjects = pgTable(
  'inspection_subjects',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => inspectionUnits.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SubjectKind>().notNull(),
    tag: text('tag').$type<SubjectTag>().notNull(),
    name: text('name'),
    position: integer('position').notNull(),
    condition: text('condition').$type<InspectionCondition>(),
    note: text('note').notNull().default(''),
    /** On a move-out: the move-in subject and the condition it had then, side by side. */
    carriedFromSubjectId: integer('carried_from_subject_id'),
    previousCondition: text('previous_condition').$type<InspectionCondition>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_subjects_report_idx').on(t.reportId),
    index('inspection_subjects_unit_idx').on(t.unitId, t.position),
  ],
);

/** A defect of a subject; `is_carried` when it was recorded at move-in and carried forward. */
export const inspectionIssues = pgTable(
  'inspection_issues',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => inspectionSubjects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    severity: text('severity').$type<IssueSeverity>().notNull(),
    responsibility: text('responsibility').$type<IssueResponsibility>().notNull(),
    isCarried: boolean('is_carried').notNull().default(false),
    carriedFromIssueId: integer('carried_from_issue_id'),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_issues_report_idx').on(t.reportId),
    index('inspection_issues_subject_idx').on(t.subjectId),
  ],
);
