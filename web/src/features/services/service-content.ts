/** One step of a service methodology. */
export interface MethodStep {
  /** When it happens, e.g. 'Weeks 1-2'. */
  when: string;
  title: string;
  text: string;
}

/** Everything a service page shows (docs/product/site.md#pages). */
export interface ServiceContent {
  slug: 'strategic-planning' | 'operational-transformation' | 'interim-executive';
  name: string;
  audience: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroLead: string;
  deliverablesTitle: string;
  deliverables: readonly { title: string; text: string }[];
  problems: readonly string[];
  methodTitle: string;
  methodLead: string;
  method: readonly MethodStep[];
  /** Closing support phase after the methodology. */
  support: { title: string; text: string };
  outcomes: readonly string[];
}

/** Strategic Planning (weeks 1-10 plus 90-day implementation support). */
export const STRATEGIC_PLANNING: ServiceContent = {
  slug: 'strategic-planning',
  name: 'Strategic Planning',
  audience: 'For SMEs and growing businesses',
  metaTitle: 'Strategic Planning for SMEs and Growing Businesses',
  metaDescription:
    'A focused, executable strategic plan in 10 weeks with 90 days of implementation support: priorities, owners, scorecard and a management rhythm for companies of 10 to 500 people.',
  heroTitle: 'A strategy your whole team can execute',
  heroLead:
    'In ten weeks we turn your ambition into a clear, focused plan with owners, measures and a management rhythm, then stay with you for 90 days to make it stick.',
  deliverablesTitle: 'What you receive',
  deliverables: [
    {
      title: 'Strategic diagnostic',
      text: 'An evidence-based view of your market position, financial drivers, capabilities and the gaps holding back growth.',
    },
    {
      title: 'Three-year strategic direction',
      text: 'Vision, ambition and where-to-play choices your leadership team has debated, agreed and can explain.',
    },
    {
      title: 'One-page strategic plan',
      text: 'Three to five priorities with outcomes, owners and quarterly milestones, on a single page everyone understands.',
    },
    {
      title: 'Performance scorecard',
      text: 'Eight to twelve leading and lagging measures, with targets and a simple monthly reporting format.',
    },
    {
      title: 'Management operating rhythm',
      text: 'Weekly, monthly and quarterly review meetings with agendas, inputs and decision rights defined.',
    },
    {
      title: 'Implementation roadmap',
      text: 'A sequenced 12-month roadmap with resources and budgets aligned to the priorities.',
    },
  ],
  problems: [
    'Growth has plateaued and the leadership team disagrees on why',
    'The plan exists, but day-to-day decisions ignore it',
    'Too many initiatives compete for the same people and money',
    'The founder is the bottleneck for every important decision',
    'Managers cannot explain how their team contributes to the strategy',
    'Investors, lenders or a board expect a credible, documented plan',
  ],
  methodTitle: 'Our 5-step methodology',
  methodLead: 'Ten weeks from first diagnosis to a plan in motion, followed by 90 days of implementation support.',
  method: [
    {
      when: 'Weeks 1-2',
      title: 'Discover and diagnose',
      text: 'Leadership interviews, financial and market analysis, and a confidential staff pulse survey to establish the facts.',
    },
    {
      when: 'Weeks 3-4',
      title: 'Set direction',
      text: 'A facilitated leadership workshop to agree vision, ambition and the strategic choices that follow from the evidence.',
    },
    {
      when: 'Weeks 5-6',
      title: 'Prioritise and plan',
      text: 'Narrow the agenda to three to five priorities, assign owners and define the outcomes and milestones for each.',
    },
    {
      when: 'Weeks 7-8',
      title: 'Align resources and measures',
      text: 'Match budgets and people to the priorities, build the scorecard and design the management rhythm.',
    },
    {
      when: 'Weeks 9-10',
      title: 'Cascade and launch',
      text: 'Translate priorities into team objectives, communicate the plan across the business and run the first monthly review.',
    },
  ],
  support: {
    title: '90-day implementation support',
    text: 'We attend your monthly reviews, coach priority owners and troubleshoot blockers for the first 90 days, so the plan becomes the way you run the business.',
  },
  outcomes: [
    'A leadership team aligned on where the business is going and why',
    'Every employee able to see how their work connects to the plan',
    'Fewer, better-resourced initiatives that actually finish',
    'Monthly visibility of progress, risks and decisions',
  ],
};

/** Operational Transformation (weeks 1-12 plus ongoing optimisation support). */
export const OPERATIONAL_TRANSFORMATION: ServiceContent = {
  slug: 'operational-transformation',
  name: 'Operational Transformation',
  audience: 'Corporate-scale excellence',
  metaTitle: 'Operational Transformation and Process Excellence',
  metaDescription:
    'Corporate-scale operational excellence for growing companies: process redesign, organisation and performance management in a 12-week programme with ongoing optimisation support.',
  heroTitle: 'Operational excellence, sized for your business',
  heroLead:
    'We bring the methods behind £42M+ of efficiency gains across 33,000+ locations to your operation: simpler processes, clearer accountabilities and performance you can see every week.',
  deliverablesTitle: 'What you receive',
  deliverables: [
    {
      title: 'Operational baseline',
      text: 'End-to-end process maps, cost and capacity analysis, and a quantified view of waste, rework and delay.',
    },
    {
      title: 'Future-state operating model',
      text: 'Redesigned core processes, organisation structure, roles and decision rights built to scale.',
    },
    {
      title: 'Quick-win programme',
      text: 'Improvements that release cash or capacity within the first six weeks and fund the wider change.',
    },
    {
      title: 'Performance management system',
      text: 'KPIs, dashboards and daily or weekly team reviews that make performance visible and owned.',
    },
    {
      title: 'Technology and data roadmap',
      text: 'Practical recommendations on systems and automation, prioritised by value and ease of delivery.',
    },
    {
      title: 'Capability building',
      text: 'Training and coaching so your managers can run and keep improving the new way of working.',
    },
  ],
  problems: [
    'Costs are growing faster than revenue',
    'Service quality varies by site, shift or team',
    'Processes rely on heroics and a few key individuals',
    'Systems and spreadsheets do not talk to each other',
    'Managers spend their time chasing information rather than improving performance',
    'The business cannot take on more work without adding more people',
  ],
  methodTitle: 'Our 5-step methodology',
  methodLead: 'A twelve-week programme that delivers measurable savings, followed by ongoing optimisation support.',
  method: [
    {
      when: 'Weeks 1-3',
      title: 'Baseline and diagnose',
      text: 'Walk the operation, map the core processes and quantify where time, cost and quality are lost.',
    },
    {
      when: 'Weeks 4-5',
      title: 'Design the future state',
      text: 'Co-design simpler processes, structures and roles with the people who do the work.',
    },
    {
      when: 'Weeks 6-8',
      title: 'Pilot and prove',
      text: 'Pilot the changes in one area, measure the impact and refine before scaling.',
    },
    {
      when: 'Weeks 9-11',
      title: 'Roll out',
      text: 'Scale the proven changes across the business with training, standard work and clear ownership.',
    },
    {
      when: 'Week 12',
      title: 'Embed and hand over',
      text: 'Install the performance management routines and hand over a continuous improvement plan.',
    },
  ],
  support: {
    title: 'Ongoing optimisation support',
    text: 'Quarterly performance reviews and on-call advice to sustain the gains, tackle the next improvement opportunities and adapt as you grow.',
  },
  outcomes: [
    'Typical efficiency gains of 10-25% in the processes we redesign',
    'Consistent service quality across sites and teams',
    'Managers focused on improvement rather than firefighting',
    'An operation ready to scale without proportional cost growth',
  ],
};

/** Interim Executive Services (engagements from 2-3 days per week to full-time). */
export const INTERIM_EXECUTIVE: ServiceContent = {
  slug: 'interim-executive',
  name: 'Interim Executive Services',
  audience: 'Senior leadership expertise',
  metaTitle: 'Interim Executive Services: Interim CEO, COO and Transformation Leadership',
  metaDescription:
    'Experienced interim CEO, COO and chief transformation officers, fractional executives (2-3 days per week) and board advisory, from part-time to full-time engagements.',
  heroTitle: 'Senior leadership, exactly when you need it',
  heroLead:
    'Whether you face a sudden departure, a turnaround or a transformation your team cannot lead alone, we provide an experienced executive who is productive from the first week.',
  deliverablesTitle: 'Interim roles we fill',
  deliverables: [
    {
      title: 'Interim CEO or COO',
      text: 'Full leadership of the business or its operations through a transition, turnaround or period of rapid growth.',
    },
    {
      title: 'Chief Transformation Officer',
      text: 'Ownership of a major change programme: design, governance, delivery and benefits tracking.',
    },
    {
      title: 'Fractional executive (2-3 days per week)',
      text: 'Senior operating or strategy leadership on a part-time basis, ideal for companies not yet ready for a full-time hire.',
    },
    {
      title: 'Board advisory',
      text: 'An experienced independent voice for your board: strategy challenge, governance and investor readiness.',
    },
  ],
  problems: [
    'A key executive has left and the search will take months',
    'Performance has deteriorated and the business needs stabilising quickly',
    'A transformation programme has stalled without senior ownership',
    'The founder needs an experienced operator to share the load',
    'The company is preparing for investment, acquisition or sale',
    'The board wants independent challenge and experience',
  ],
  methodTitle: 'How an interim engagement works',
  methodLead:
    'From first call to productive leadership in days, not months, with a clear exit and handover from the start.',
  method: [
    {
      when: 'Days 1-5',
      title: 'Brief and match',
      text: 'We agree the mandate, success measures and time commitment, and confirm the right executive for the role.',
    },
    {
      when: 'Weeks 1-2',
      title: 'Assess and stabilise',
      text: 'Rapid assessment of people, performance and cash, with immediate actions to stabilise the priorities.',
    },
    {
      when: 'Weeks 3-4',
      title: 'Set the agenda',
      text: 'A 100-day plan agreed with the owners or board, with milestones and governance.',
    },
    {
      when: 'Months 2-6',
      title: 'Lead and deliver',
      text: 'Hands-on leadership of the business or programme, with regular reporting against the agreed measures.',
    },
    {
      when: 'Final month',
      title: 'Hand over',
      text: 'Support to recruit or develop the permanent leader and a structured handover that protects the gains.',
    },
  ],
  support: {
    title: 'Flexible engagement models',
    text: 'Engagements range from 2-3 days per week to full-time, typically for three to twelve months, and can scale up or down as your needs change.',
  },
  outcomes: [
    'Leadership continuity with no loss of momentum',
    'Rapid stabilisation of performance and cash',
    'Stalled programmes restarted with clear ownership',
    'A stronger permanent team when the engagement ends',
  ],
};

/** The three services in menu order. */
export const SERVICES: readonly ServiceContent[] = [STRATEGIC_PLANNING, OPERATIONAL_TRANSFORMATION, INTERIM_EXECUTIVE];
