import { describe, expect, it } from 'vitest';
import { computeAssessmentResult } from '../assessment/assessment';
import { ASSESSMENT_QUESTIONS } from '../assessment/assessment-questions';
import { assessmentEmailSubmissionSchema } from '../assessment/assessment';
import { bookedLeadChangesOf, bookedNewLeadOf } from '../booking/booking-lead';
import { bookingRequestSchema } from '../booking/booking';
import type { BookingEventDetail } from '../booking/booking-events';
import { BOOKING_DETAIL_TYPES } from '../booking/booking-event-names';
import { contactSubmissionSchema } from '../contact/contact';
import type { Lead } from './lead';
import { newLeadOf, returningChangesOf, type Submission } from './lead-capture';
import { applyLeadChanges, buildNewLead } from './lead-changes';
import { SCORE_WEIGHTS } from './lead-score';
import type { EmployeeCount, IndustryType, LeadSource, Urgency } from './options';
import { type ScoreInputs, scoreInputsOf } from './score-inputs';

const AT = '2026-03-01T10:00:00.000Z';
const contactFields = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  message: 'Interim COO needed urgently, please call.',
};

function contactOf(inputs: ScoreInputs): Submission {
  const contact = contactSubmissionSchema.parse({ ...contactFields, ...inputs });
  return { type: 'contact', detail: { submissionId: 's1', submittedAt: AT, contact } };
}

const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((question) => [String(question.id), 3]));
const result = computeAssessmentResult(answers);
function assessmentOf(inputs: ScoreInputs): Submission {
  const submission = assessmentEmailSubmissionSchema.parse({
    email: 'assess@example.com',
    assessmentType: 'strategic_readiness',
    score: result.percentage,
    category: result.category,
    results: {
      percentage: result.percentage,
      category: result.category,
      description: result.description,
      recommendations: result.recommendations,
    },
    answers,
    ...inputs,
  });
  const { percentage, category, description, recommendations, sectionScores } = result;
  return {
    type: 'assessment',
    detail: {
      submissionId: 's2',
      submittedAt: AT,
      submission,
      computed: { percentage, category, description, recommendations, sectionScores },
    },
  };
}

function bookingOf(inputs: ScoreInputs): BookingEventDetail {
  return {
    booking: {
      id: 'b1',
      start: '2026-03-30T08:00:00.000Z',
      end: '2026-03-30T08:30:00.000Z',
      status: 'booked',
      sequence: 0,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We need a growth plan.',
      ...inputs,
      createdAt: AT,
      updatedAt: AT,
    },
  };
}

/** The new lead each inbound source makes from the same inputs. */
const newLeadBySource: Record<Exclude<LeadSource, 'linkedin'>, (inputs: ScoreInputs) => Lead> = {
  contact_form: (inputs) => buildNewLead(newLeadOf(contactOf(inputs)), 'l1', AT),
  assessment_tool: (inputs) => buildNewLead(newLeadOf(assessmentOf(inputs)), 'l2', AT),
  consultation_booking: (inputs) => buildNewLead(bookedNewLeadOf(bookingOf(inputs)), 'l3', AT),
};

describe('scores of inbound leads with the visitor-given inputs (docs/product/leads.md#scoring-inputs)', () => {
  // Employees, revenue (never asked: always the 5-point floor), industry, source, urgency.
  it.each<
    [
      LeadSource & keyof typeof newLeadBySource,
      EmployeeCount | undefined,
      IndustryType | undefined,
      Urgency | undefined,
      number,
    ]
  >([
    ['contact_form', '50-150', 'Manufacturing', 'Immediate', 10 + 5 + 20 + 8 + 15],
    ['contact_form', undefined, undefined, undefined, 5 + 5 + 10 + 8 + 0],
    ['contact_form', '500+', 'Professional Services', 'Medium', 25 + 5 + 20 + 8 + 10],
    ['contact_form', '10-50', 'Restaurants', 'Low', 5 + 5 + 10 + 8 + 5],
    ['contact_form', '300-500', undefined, undefined, 20 + 5 + 10 + 8 + 0],
    ['contact_form', undefined, 'Facility Services', undefined, 5 + 5 + 20 + 8 + 0],
    ['contact_form', undefined, undefined, 'Immediate', 5 + 5 + 10 + 8 + 15],
    ['assessment_tool', '150-300', 'Facility Services', 'Immediate', 15 + 5 + 20 + 15 + 15],
    ['assessment_tool', undefined, undefined, undefined, 5 + 5 + 10 + 15 + 0],
    ['assessment_tool', '500+', 'Technology', 'Low', 25 + 5 + 10 + 15 + 5],
    ['consultation_booking', '300-500', 'Healthcare', 'Medium', 20 + 5 + 10 + 12 + 10],
    ['consultation_booking', undefined, undefined, undefined, 5 + 5 + 10 + 12 + 0],
  ])('%s with %s employees, %s, urgency %s scores %i', (source, employeeCount, industryType, urgency, expected) => {
    const lead = newLeadBySource[source](scoreInputsOf({ employeeCount, industryType, urgency }));
    expect(lead).toMatchObject({ source, aiScore: expected });
    expect(lead.employeeCount).toBe(employeeCount);
    expect(lead.industryType).toBe(industryType);
    expect(lead.urgency).toBe(urgency);
  });

  it('uses the existing weights (50-150 employees 10, Manufacturing 20, Immediate 15)', () => {
    expect(SCORE_WEIGHTS.employeeCount['50-150']).toBe(10);
    expect(SCORE_WEIGHTS.industryType.Manufacturing).toBe(20);
    expect(SCORE_WEIGHTS.urgency.Immediate).toBe(15);
  });
});

describe('the request schemas accept only the option lists (docs/product/leads.md#scoring-inputs)', () => {
  const booking = { ...contactFields, start: '2026-03-30T08:00:00.000Z' };
  it.each<[string, Record<string, unknown>, 'employeeCount' | 'industryType' | 'urgency']>([
    ['a size outside the list', { employeeCount: '1-10' }, 'employeeCount'],
    ['an industry outside the list', { industryType: 'Mining' }, 'industryType'],
    ['an urgency outside the list', { urgency: 'Yesterday' }, 'urgency'],
    ['an empty urgency', { urgency: '' }, 'urgency'],
    ['a number as size', { employeeCount: 50 }, 'employeeCount'],
  ])('refuses %s in every form', (_, bad, path) => {
    for (const [schema, body] of [
      [contactSubmissionSchema, contactFields],
      [bookingRequestSchema, booking],
    ] as const) {
      const parsed = schema.safeParse({ ...body, ...bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
    }
    expect(() => assessmentOf(bad as ScoreInputs)).toThrow();
  });

  it('accepts every value of the lists, and none at all', () => {
    expect(contactSubmissionSchema.parse(contactFields)).not.toHaveProperty('urgency');
    expect(bookingRequestSchema.parse({ ...booking, employeeCount: '500+', urgency: 'Low' })).toMatchObject({
      employeeCount: '500+',
      urgency: 'Low',
    });
  });
});

describe('a returning lead keeps its inputs unless new ones are given (docs/product/leads.md#scoring-inputs)', () => {
  const existing = buildNewLead(
    { ...newLeadOf(contactOf({ employeeCount: '500+', industryType: 'Technology', urgency: 'Low' })) },
    'l1',
    AT,
  );
  it.each<[string, ScoreInputs, ScoreInputs]>([
    ['nothing given', {}, { employeeCount: '500+', industryType: 'Technology', urgency: 'Low' }],
    [
      'urgency given',
      { urgency: 'Immediate' },
      { employeeCount: '500+', industryType: 'Technology', urgency: 'Immediate' },
    ],
    [
      'all given',
      { employeeCount: '10-50', industryType: 'Manufacturing', urgency: 'Medium' },
      { employeeCount: '10-50', industryType: 'Manufacturing', urgency: 'Medium' },
    ],
  ])('contact with %s', (_, given, expected) => {
    const after = applyLeadChanges(existing, returningChangesOf(existing, contactOf(given)), AT);
    expect(after).toMatchObject(expected);
  });

  it('an assessment and a booking take the given inputs too; a reschedule changes none', () => {
    const fromAssessment = applyLeadChanges(
      existing,
      returningChangesOf(existing, assessmentOf({ industryType: 'Manufacturing' })),
      AT,
    );
    expect(fromAssessment).toMatchObject({ employeeCount: '500+', industryType: 'Manufacturing', urgency: 'Low' });
    expect(bookedLeadChangesOf(existing, BOOKING_DETAIL_TYPES.booked, bookingOf({ urgency: 'Medium' }))).toMatchObject({
      urgency: 'Medium',
    });
    expect(
      bookedLeadChangesOf(existing, BOOKING_DETAIL_TYPES.rescheduled, bookingOf({ urgency: 'Medium' })),
    ).not.toHaveProperty('urgency');
  });
});

describe('inbound leads start where their stage says (docs/product/pipeline.md#stages)', () => {
  it.each<[string, Lead, Lead['status']]>([
    ['a contact', newLeadBySource.contact_form({}), 'new_lead'],
    ['an assessment', newLeadBySource.assessment_tool({}), 'new_lead'],
    ['a prospect added by hand', buildNewLead({ name: 'P', company: 'C', source: 'linkedin' }, 'l4', AT), 'new_lead'],
    // A booked call is a consultation: the lead starts in the stage of its booked call.
    ['a consultation booking', newLeadBySource.consultation_booking({}), 'consultation'],
  ])('%s starts in %s', (_, lead, status) => {
    expect(lead.status).toBe(status);
  });
});
