import { describe, expect, it } from 'vitest';
import {
  answersFormSchema,
  checkAnswers,
  checkRequirements,
  isActiveApplication,
  nextApplicationStatus,
  type ApplicationAction,
  type ApplicationStatus,
} from '../src/applications/index.js';

describe('application transitions (SPEC 4)', () => {
  it.each<[ApplicationStatus, ApplicationAction, ApplicationStatus | null]>([
    ['pending', 'accept', 'accepted'],
    ['pending', 'deny', 'denied'],
    ['denied', 'undo_deny', 'pending'],
    ['pending', 'cancel', 'cancelled'],
    ['accepted', 'cancel', 'cancelled'],
    ['pending', 'consider', 'pending'],
    ['pending', 'edit_answers', 'pending'],
    // Refused: they make no sense from here.
    ['cancelled', 'accept', null],
    ['denied', 'accept', null],
    ['accepted', 'deny', null],
    ['pending', 'undo_deny', null],
    ['accepted', 'undo_deny', null],
    ['cancelled', 'cancel', null],
    ['denied', 'cancel', null],
    ['accepted', 'consider', null],
    ['accepted', 'edit_answers', null],
  ])('%s + %s -> %s', (from, action, to) => {
    expect(nextApplicationStatus(from, action)).toBe(to);
  });

  it.each<[ApplicationStatus, boolean]>([
    ['pending', true],
    ['accepted', true],
    ['denied', false],
    ['cancelled', false],
  ])('%s blocks a second application: %s', (status, active) => {
    expect(isActiveApplication(status)).toBe(active);
  });
});

describe('listing requirements', () => {
  const open = {
    max_occupants: null,
    requires_pre_approval: false,
    min_income: null,
    pets_allowed: null,
  };
  const applicant = {
    householdSize: 2,
    hasCommittedPreApproval: false,
    avgNetIncome: null,
    hasPets: false,
  };
  it.each([
    ['no requirements', open, applicant, []],
    ['too many people', { ...open, max_occupants: 1 }, applicant, ['max_occupants']],
    ['exactly the maximum', { ...open, max_occupants: 2 }, applicant, []],
    [
      'pre-approval required',
      { ...open, requires_pre_approval: true },
      applicant,
      ['pre_approval_required'],
    ],
    [
      'pre-approval present',
      { ...open, requires_pre_approval: true },
      { ...applicant, hasCommittedPreApproval: true },
      [],
    ],
    [
      'income below minimum',
      { ...open, min_income: 500_000 },
      { ...applicant, avgNetIncome: 420_000 },
      ['min_income'],
    ],
    ['income unknown counts as none', { ...open, min_income: 1 }, applicant, ['min_income']],
    [
      'income at minimum',
      { ...open, min_income: 500_000 },
      { ...applicant, avgNetIncome: 500_000 },
      [],
    ],
    [
      'pets refused',
      { ...open, pets_allowed: false },
      { ...applicant, hasPets: true },
      ['pets_not_allowed'],
    ],
    [
      'several at once',
      { max_occupants: 1, requires_pre_approval: true, min_income: 1, pets_allowed: false },
      { ...applicant, hasPets: true },
      ['max_occupants', 'pre_approval_required', 'min_income', 'pets_not_allowed'],
    ],
  ])('%s', (_name, listing, who, failures) => {
    expect(checkRequirements(listing, who)).toEqual(failures);
  });
});

describe('answers to the listing questions', () => {
  const questions = [
    { id: 'q-move', text: 'Hvenær viltu flytja inn?', required: true },
    { id: 'q-work', text: 'Hvar vinnur þú?', required: false },
  ];
  it.each([
    ['all answered', [{ question_id: 'q-move', answer: '1. desember' }], {}],
    [
      'required missing',
      [{ question_id: 'q-work', answer: 'Landspítali' }],
      { 'answers.q-move': 'validation.required' },
    ],
    [
      'required blank',
      [{ question_id: 'q-move', answer: '   ' }],
      { 'answers.q-move': 'validation.required' },
    ],
    [
      'unknown question',
      [
        { question_id: 'q-move', answer: 'strax' },
        { question_id: 'q-x', answer: '?' },
      ],
      { 'answers.q-x': 'validation.unknown_question' },
    ],
  ])('%s', (_name, answers, fields) => {
    expect(checkAnswers(questions, answers)).toEqual(fields);
  });
});

describe('answers of a form (answersFormSchema)', () => {
  const questions = [
    { id: 'q-move', text: 'Hvenær viltu flytja inn?', required: true },
    { id: 'q-work', text: 'Hvar vinnur þú?', required: false },
  ];
  const schema = answersFormSchema(questions);

  it('puts each failure on its answer by position', () => {
    const result = schema.safeParse([
      { question_id: 'q-move', answer: '  ' },
      { question_id: 'q-work', answer: 'x'.repeat(2001) },
    ]);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['0.answer', 'validation.required'],
        ['1.answer', 'validation.answer_length'],
      ]),
    );
  });

  it('trims and passes the answers of every required question', () => {
    expect(
      schema.parse([
        { question_id: 'q-move', answer: ' 1. desember ' },
        { question_id: 'q-work', answer: '' },
      ]),
    ).toEqual([
      { question_id: 'q-move', answer: '1. desember' },
      { question_id: 'q-work', answer: '' },
    ]);
  });
});
