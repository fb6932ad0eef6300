import type { AssessmentSectionName } from './assessment';

/**
 * The twenty questions of the strategic readiness assessment (docs/product/assessment.md#questions: ids 1-20, four
 * options each valued 1-4, four sections of five in the order of `ASSESSMENT_SECTIONS`). Option
 * value 4 is the strongest practice, 1 the weakest. The wording is ours.
 *
 * This module imports only types, so pages can show the questions without loading zod.
 */

/** One answer option: `value` 1-4 is what the answer scores. */
export interface AssessmentOption {
  value: 1 | 2 | 3 | 4;
  text: string;
}

/** One assessment question. */
export interface AssessmentQuestion {
  /** 1-20. */
  id: number;
  section: AssessmentSectionName;
  text: string;
  /** Four options, weakest (1) to strongest (4). */
  options: readonly [AssessmentOption, AssessmentOption, AssessmentOption, AssessmentOption];
}

function q(
  id: number,
  section: AssessmentSectionName,
  text: string,
  options: readonly [string, string, string, string],
): AssessmentQuestion {
  return {
    id,
    section,
    text,
    options: [
      { value: 1, text: options[0] },
      { value: 2, text: options[1] },
      { value: 3, text: options[2] },
      { value: 4, text: options[3] },
    ],
  };
}

/** Section names in order (matches `ASSESSMENT_SECTIONS` in `assessment.ts`; a test checks it). */
export const ASSESSMENT_SECTION_ORDER: readonly AssessmentSectionName[] = [
  'Strategic Translation',
  'Execution Capability',
  'Resource Alignment',
  'Feedback and Adaptation',
];

/** Short explanation of each section, shown above its questions. */
export const ASSESSMENT_SECTION_INTROS: Record<AssessmentSectionName, string> = {
  'Strategic Translation': 'How clearly your strategy is defined, understood and turned into priorities.',
  'Execution Capability': 'Whether ownership, skills and routines exist to deliver those priorities.',
  'Resource Alignment': 'Whether money, people and time follow the strategy.',
  'Feedback and Adaptation': 'How quickly you learn from results and adjust course.',
};

/** The twenty questions, ids 1-20 in section order. */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  q(1, 'Strategic Translation', 'How clearly is your company strategy documented and communicated?', [
    "There is no written strategy; direction lives in the founder's head",
    'A strategy exists but only the leadership team has seen it',
    'It is documented and shared, but explained inconsistently',
    'It is documented, shared widely and explained the same way by every leader',
  ]),
  q(2, 'Strategic Translation', 'How many strategic priorities is your organisation pursuing right now?', [
    'We have not defined specific priorities',
    'More than ten, and new ones are added regularly',
    'Six to ten, with some overlap between them',
    'Three to five clear priorities with explicit trade-offs',
  ]),
  q(3, 'Strategic Translation', "Could your managers explain how their team's work contributes to the strategy?", [
    'Very few could',
    'Some could, in general terms',
    'Most could, with prompting',
    'Almost all could, with specific objectives they own',
  ]),
  q(4, 'Strategic Translation', 'How are strategic priorities translated into annual and quarterly objectives?', [
    'They are not translated; teams set their own goals',
    'Informally, through conversations with the leadership team',
    'Through a planning process, but objectives are loosely linked',
    'Through a structured cascade with measurable objectives at every level',
  ]),
  q(5, 'Strategic Translation', 'How consistently do day-to-day decisions reflect your stated strategy?', [
    'Rarely; urgent issues drive most decisions',
    'Sometimes, when the strategy is top of mind',
    'Usually, for the bigger decisions',
    'Consistently; we test significant decisions against the strategy',
  ]),
  q(6, 'Execution Capability', 'Does every strategic priority have a single accountable owner?', [
    'No, ownership is unclear or shared by committee',
    'Some priorities have owners, others do not',
    'Yes, but owners lack the authority to make things happen',
    'Yes, each owner has clear authority, resources and success measures',
  ]),
  q(7, 'Execution Capability', 'How often does the leadership team formally review progress on strategic priorities?', [
    'Only when something goes wrong',
    'Once or twice a year',
    'Quarterly',
    'Monthly, with a fixed agenda and recorded decisions',
  ]),
  q(8, 'Execution Capability', 'What happens to most strategic initiatives once they are launched?', [
    'Most stall or quietly disappear',
    'Some finish, usually late and over budget',
    'Most finish, though the benefits are rarely measured',
    'Most finish on time and we track the benefits they deliver',
  ]),
  q(
    9,
    'Execution Capability',
    'Does your team have the project and change management skills to deliver major change?',
    [
      "No, we rely on a few individuals' goodwill",
      'Some skills exist but are not applied consistently',
      'Yes, in most areas, with some gaps',
      'Yes, with a common method and experienced people to lead it',
    ],
  ),
  q(10, 'Execution Capability', 'How well do departments work together on cross-functional priorities?', [
    'Poorly; silos and hand-off problems are common',
    'It depends on the personalities involved',
    'Reasonably well, with occasional friction',
    'Very well; shared goals and clear hand-offs are the norm',
  ]),
  q(11, 'Resource Alignment', 'How closely is your budget linked to your strategic priorities?', [
    'Not at all; budgets roll forward from last year',
    'Loosely; priorities are discussed after budgets are set',
    'Partly; major priorities are funded explicitly',
    'Fully; budgets are built around the priorities',
  ]),
  q(12, 'Resource Alignment', 'Do your best people work on your most important priorities?', [
    'Rarely; they are consumed by day-to-day operations',
    'Occasionally, on top of their day jobs',
    'Often, with some time formally set aside',
    'Yes, deliberately, with time protected for strategic work',
  ]),
  q(13, 'Resource Alignment', 'How does your organisation stop or pause work that no longer fits the strategy?', [
    'We almost never stop anything',
    'Work stops only when it obviously fails',
    'We review the portfolio occasionally and stop some work',
    'We regularly review and stop low-value work to free capacity',
  ]),
  q(14, 'Resource Alignment', 'How well do your systems and data support strategic decision-making?', [
    'Information is hard to find and often contradictory',
    'Basic reports exist but take effort to assemble',
    'Reliable reports exist for most key areas',
    'Timely, trusted data is available for every priority',
  ]),
  q(15, 'Resource Alignment', 'Does the business have the leadership capacity to deliver its strategy?', [
    'No, the founder or CEO is the bottleneck for most decisions',
    'The leadership team is stretched and mostly firefighting',
    'Capacity is adequate, with gaps in some functions',
    'Yes, with strong leaders and delegated authority across the business',
  ]),
  q(16, 'Feedback and Adaptation', 'How do you measure progress against your strategy?', [
    'We do not measure it specifically',
    'Mainly through annual financial results',
    'Through a set of KPIs reviewed periodically',
    'Through a balanced scorecard of leading and lagging measures reviewed monthly',
  ]),
  q(17, 'Feedback and Adaptation', 'How quickly do problems in strategic initiatives reach the leadership team?', [
    'Usually when it is too late to act',
    'After a delay, often through informal channels',
    'Fairly quickly, through regular reporting',
    'Immediately; people are encouraged to raise risks early',
  ]),
  q(18, 'Feedback and Adaptation', 'How does your organisation learn from completed projects and initiatives?', [
    'We move straight on to the next thing',
    'Lessons are discussed informally but not captured',
    'We run reviews on major projects',
    'We run structured reviews and feed lessons into the next plan',
  ]),
  q(19, 'Feedback and Adaptation', 'How does your strategy respond to significant changes in the market?', [
    'We react late, once the impact is obvious',
    'We adjust tactics but rarely revisit the strategy',
    'We revisit the strategy annually',
    'We monitor the market continuously and adjust priorities within the quarter',
  ]),
  q(20, 'Feedback and Adaptation', 'How often do you gather customer and employee feedback to inform strategy?', [
    'Rarely or never',
    'Occasionally, when there is a specific issue',
    'Annually, through surveys or reviews',
    'Continuously, and it visibly shapes our decisions',
  ]),
];
