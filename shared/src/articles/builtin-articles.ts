import type { Article } from './article';
import { BUILT_IN_ARTICLE_SUMMARIES } from './builtin-article-summaries';

/**
 * The four built-in articles of docs/product/site.md#insights, in full (800-1,500 words each).
 * The server seeds them once into the table as ordinary published rows that staff edit like any
 * other (docs/product/publishing.md#built-in-articles), and the web app falls back to them when
 * the server has none. `content` is Markdown, rendered by `renderArticleMarkdown`
 * (docs/product/publishing.md#markdown).
 */

const CONTENT: Record<string, string> = {
  'sme-transformation-paradox-growth-chaos': `
Every ambitious founder wants growth. More customers, more revenue, more people, more options. So it comes as a shock when, somewhere between 50 and 150 employees, growth starts to feel less like success and more like chaos. Decisions take longer. Quality slips. Customers who used to rave about the service start to complain. The leadership team, instead of building the future, spends its week firefighting.

This is the SME transformation paradox: the very growth you worked for exposes the weaknesses of the way you work. It is not a sign that something has gone wrong with the business. It is a sign that the business has outgrown the operating model that got it here. The good news is that the paradox is predictable, and what is predictable can be managed.

## Why growth creates chaos

Small companies run on informal habits, and those habits are a genuine strength. Everyone knows everything. Information travels through conversations in the kitchen. The founder sees every important customer, approves every significant decision and fixes problems personally. Processes are in people's heads, and that is fine, because the people are all in the same room.

Growth breaks each of these habits in turn. Once the team is too large for everyone to know everything, information starts to fall between desks. Once there are several sites, shifts or teams, the same task is done three different ways. Once the founder is approving fifty decisions a day, the founder becomes the bottleneck, and the business can only move as fast as one person's diary allows.

We see the same symptoms again and again in growing companies:

- **Decision congestion.** Everything escalates to the top, so decisions wait, and capable managers stop taking initiative because they expect to be overruled.
- **Process drift.** Each team invents its own way of quoting, onboarding or delivering, so quality depends on who happens to pick up the work.
- **Invisible performance.** Nobody can say with confidence which customers, services or sites make money, because the numbers arrive late and disagree with each other.
- **Hiring ahead of design.** New people are added to absorb the extra work, but without clear roles they add coordination cost as fast as they add capacity.
- **Strategy by inbox.** The leadership team intends to work on the future, but the urgent always beats the important.

## The paradox: what made you successful now holds you back

The uncomfortable truth is that the behaviours behind early success are often the ones that cause the chaos later. Founder involvement creates quality and speed when the company is small; at scale it creates dependency. Flexibility wins customers in the early years; at scale it creates inconsistency. A lean, do-everything team is efficient at 20 people; at 120 it is exhausted.

That is why growing companies so often resist the fix. Introducing structure feels like turning into the bureaucratic corporation the founders set out to beat. But the choice is not between agility and bureaucracy. It is between structure designed deliberately, just ahead of need, and structure that emerges by accident after something has broken.

## Five moves that restore control without killing pace

### 1. Make decision rights explicit

Write down which decisions sit with the founder or CEO, which with the leadership team and which with managers, together with the spending and risk limits for each. It sounds bureaucratic; in practice it is liberating. Managers can act without waiting, and the founder's time is freed for the decisions that only the founder can make.

### 2. Standardise the few processes that matter most

You do not need a manual for everything. Identify the three to five processes that most affect customers and cash, typically order to cash, service delivery, hiring and onboarding, and month-end reporting. Map how they work today, agree the best way, document it simply and measure it. Consistency in these few processes removes most of the day-to-day noise.

### 3. Build a simple performance scorecard

Choose eight to twelve measures that tell you whether the business is healthy: a mix of financial results, customer measures, operational measures and people measures. Report them monthly, on one page, from a single source of truth. When everyone looks at the same numbers, arguments about the facts give way to decisions about what to do.

### 4. Install a management rhythm

Growing companies need a heartbeat: a short weekly operating review focused on this week's performance and problems, a monthly business review against the scorecard, and a quarterly strategy review of priorities and resources. Each meeting needs a clear purpose, fixed inputs and recorded decisions. The rhythm protects time for the important work that the inbox would otherwise crowd out.

### 5. Design the organisation before you hire into it

Before adding the next layer of people, decide what the organisation needs to look like at the next stage of growth. Which roles are missing? Where should management spans sit? Which activities belong together? Hiring into a design adds capacity; hiring into chaos adds cost.

## Sequencing matters

The temptation is to tackle everything at once. Resist it. In our experience the most effective order is to stabilise first (decision rights and the processes that affect customers and cash), then make performance visible (the scorecard and the rhythm), and only then redesign the organisation for the next stage. Each step creates the information and the management capacity the next one needs.

A realistic timetable for a company of 50 to 300 people is around twelve weeks to put the foundations in place, followed by several months of coaching while the new habits settle. The first benefits usually appear within weeks: faster decisions, fewer escalations and a leadership team that finally has time to think.

## What good looks like

When the transformation works, the business feels different. The founder spends more time on customers, partners and strategy, and less time approving purchase orders. Managers own their numbers and solve problems before they escalate. New people become productive quickly because the way of working is clear. Growth adds margin instead of complexity.

One services business we worked with had grown from 40 to 160 people in three years. Its founder was working seventy-hour weeks, margins had halved and two senior managers had resigned. Within six months of clarifying decision rights, standardising its delivery process and introducing a monthly scorecard review, margins had recovered by nine points and the founder had stepped back from day-to-day operations for the first time.

## Growth does not have to mean chaos

The SME transformation paradox is a natural stage in the life of a successful company, not a failure. The companies that come through it well are the ones that recognise the signs early and invest in structure just ahead of need, keeping the speed and spirit that made them successful while building the capacity to scale.

If your business is feeling the strain of its own success, start with an honest look at where decisions, processes and performance management are holding you back. Our free strategic readiness assessment takes five minutes and is a good place to begin.
`,
  'why-strategic-plans-fail-execution-gaps': `
Research into strategy execution has told the same story for decades: around two-thirds of strategic plans fail to deliver what they promised. The striking thing is where they fail. Very few strategies fail because the analysis was wrong or the ideas were poor. They fail in execution, in the space between what the leadership team decides and what the organisation actually does on Monday morning.

After more than twenty years of leading and advising on strategy and transformation, we have found that the failure almost always traces back to one or more of four hidden execution gaps. They are hidden because each one looks, from the boardroom, as if it is under control. Each of them can be closed.

## Gap 1: The translation gap

A strategy written for the board is rarely a strategy the organisation can act on. It is full of ambitions (become the market leader, delight customers, drive operational excellence) but short on the choices and priorities that tell a manager what to do differently next week.

The symptoms are familiar. Ask five managers what the strategy is and you get five different answers. Teams set objectives that sound strategic but are really last year's activities with new labels. Initiatives multiply because nothing has been ruled out.

**How to close it:** translate the strategy into three to five priorities, each with a clear outcome, a single owner and quarterly milestones, on one page. Then cascade it: every team should be able to show how its objectives contribute to at least one priority. The test is simple: can a front-line manager explain, in their own words, what the strategy means for their team?

## Gap 2: The ownership gap

Many strategic priorities are owned by everyone, which in practice means they are owned by no one. A steering committee meets monthly, a slide deck is updated, and progress quietly stalls because nobody's day job depends on it.

Even where an owner is named, they often lack the authority or resources to make things happen. They can coordinate, persuade and report, but they cannot reallocate budget, move people or stop competing work.

**How to close it:** give each priority one accountable executive with real authority, a defined budget and a measure of success, and make delivery part of how that executive is assessed. Ownership should be uncomfortable: the owner should feel the priority is theirs to win or lose.

## Gap 3: The resource gap

Here is the most common pattern we see: the strategy changes, but the budget does not. Money and people remain allocated the way they were last year, because budgets are built bottom-up from existing activities and strategic priorities are expected to be delivered on top of the day job.

The result is a strategy starved of the two things it needs most: investment and the time of the organisation's best people. Priorities compete with business-as-usual and lose, not because anyone decided they were less important but because the urgent always wins.

**How to close it:** build the budget around the priorities, not the other way round. Ring-fence the capacity of the people who are critical to delivery. Just as important, decide explicitly what the organisation will stop doing to make room. A strategy without a stop list is a wish list.

## Gap 4: The feedback gap

Most organisations measure the results of their strategy (revenue, profit, market share) but these are lagging indicators. By the time they show a problem, the quarter or the year is gone. Meanwhile the early warning signs, such as a milestone slipping, a pilot underperforming or a key hire delayed, travel slowly and arrive softened by the time they reach the leadership team.

Without fast, honest feedback, organisations keep executing plans that the market has already made obsolete, or abandon good plans at the first setback because nobody can tell the difference between a temporary dip and a real failure.

**How to close it:** pair each priority with leading indicators that move before the results do, and review them monthly in a meeting designed for decisions rather than reporting. Create a culture where raising a problem early is rewarded. Once a quarter, step back and ask whether the priorities themselves are still right.

## Why the gaps stay hidden

Each gap is invisible from the top because the artefacts of strategy all exist. There is a strategy document, a list of initiatives, a budget and a set of KPIs. The failure is in the connections between them: the strategy is not translated into the initiatives, the initiatives are not reflected in the budget, and the KPIs do not tell you whether the initiatives are working.

That is why execution problems are so often misdiagnosed as communication problems, or as a need for a new strategy. Leaders launch another round of planning when the real issue is the operating system that should turn plans into action.

## Closing the gaps: a practical starting point

You do not need a large programme to start. Three steps will tell you a great deal within a month:

1.  **Run a translation test.** Ask ten managers from different levels to describe the strategy and their part in it. Compare the answers with what the leadership team intended.
2.  **Follow the money and the people.** Compare where budget and senior time actually go with the stated priorities. The difference is your resource gap.
3.  **Audit your reviews.** Look at the last three leadership meetings. How much time was spent on strategic priorities, and how many decisions were made and followed up?

Most leadership teams find at least two of the four gaps in this exercise. The encouraging news is that every one of them can be closed with disciplines that are well understood: clear priorities, real ownership, aligned resources and a steady rhythm of review.

## Join the one-third that deliver

Strategic plans fail for predictable reasons, which means success can be designed. The companies in the successful third are not smarter or luckier. They treat execution as a management system, not an afterthought. Our free strategic readiness assessment measures your organisation across these dimensions in five minutes and shows where your biggest gaps lie.
`,
  'strategic-planning-mistakes': `
Strategic planning should be the most valuable thing a leadership team does each year. Too often it becomes an expensive ritual: an offsite, a slide deck and a set of targets that nobody looks at again until the next offsite. The cost is rarely visible on a profit and loss account, but it is real: investments made in the wrong places, opportunities missed and management time wasted.

Here are the five mistakes we see most often in growing companies, and how to avoid each of them.

## 1. Planning in isolation

The leadership team disappears for two days and returns with the answer. The problem is that the people who know most about customers, competitors and operational constraints were not in the room, and the people who must deliver the plan had no say in it.

**The fix:** gather evidence before the offsite. Interview key customers, survey employees and ask front-line managers what is helping and hindering them. Then test the draft plan with the managers who will deliver it before it is finalised. You will get a better plan, and people who feel ownership of it.

## 2. Confusing a budget with a strategy

Many companies call their annual budget a strategic plan. A budget says how much you expect to earn and spend; a strategy says where you will compete, how you will win and what you will not do. When the budget is the plan, next year looks like this year plus or minus five per cent, and nobody makes the difficult choices that growth requires.

**The fix:** set the strategy first: your ambition, the markets and customers you will focus on, and the three to five priorities that will get you there. Then build the budget to fund those priorities. If the budget cannot fund them, you have a strategy problem to solve, not a spreadsheet to adjust.

## 3. Too many priorities

Every department adds its favourite initiative, nobody wants to say no, and the plan ends up with fifteen priorities. With fifteen priorities, you have none. Resources are spread thin, managers switch constantly between competing demands and most initiatives stall halfway.

**The fix:** limit the plan to three to five strategic priorities and make the trade-offs explicit. For each new priority, agree what will stop or wait. It is the hardest discipline in planning, and the most valuable.

## 4. No owners, no milestones, no measures

A priority such as "improve customer experience" with no owner, deadline or measure is a hope, not a plan. Without milestones there is no way to tell in March whether you are on track for December, and without owners there is no one to act when you are not.

**The fix:** give every priority a single accountable owner, quarterly milestones and one or two measures of success, including at least one leading indicator that moves before the financial results do. Put them all on one page.

## 5. Treating the plan as an event, not a process

The most expensive mistake is to finish the plan and file it. Markets change, assumptions prove wrong and new opportunities appear. A plan that is not reviewed becomes irrelevant within months, and the organisation drifts back to business as usual.

**The fix:** install a review rhythm. Review progress against priorities monthly, with decisions and actions recorded. Once a quarter, ask whether the priorities themselves are still right and reallocate resources if they are not. The plan becomes a living management tool rather than a document.

## A better planning cycle in practice

Avoiding these mistakes does not require a heavyweight process. For most companies of 10 to 500 people, a sound annual cycle looks like this: four to six weeks of evidence gathering and conversations with customers and staff; a focused leadership workshop to agree direction and priorities; two to three weeks to assign owners, set milestones and build the budget around the priorities; and a launch that explains the plan to everyone who has to deliver it. From then on, a monthly review and a quarterly reset keep the plan alive. The whole cycle typically takes around ten weeks, and the discipline it creates pays back many times over.

## The cost of getting it wrong

For a company turning over £20 million, a year of misdirected investment and management effort can easily cost more than £1 million in lost margin and missed growth, and far more over the years it takes to recover lost ground. For larger organisations the figures quickly reach the millions the title of this article suggests. The remedy costs a fraction of that: better evidence, fewer priorities, clear ownership and a steady review rhythm.

If you recognise any of these mistakes in your own planning, you are in good company. Most growing businesses make at least two of them. The first step is an honest assessment of how your planning translates into execution, and our free five-minute strategic readiness assessment is designed to give you exactly that.
`,
  'workplace-transformation-roi': `
When companies consider transforming how and where their people work, whether through consolidating offices, redesigning space for hybrid working or modernising facilities and workplace services, the business case is usually built on one number: the property saving. Fewer square metres, lower rent, lower service charges.

Those savings are real, but in our experience they are the smallest part of the value. Having designed workplace and facility service platforms across more than 33,000 locations, we have seen the same pattern repeatedly: the hidden returns of a well-run workplace transformation are several times larger than the visible ones. The problem is that they rarely appear in the business case, so they are rarely managed, and often never realised.

## The visible return: cost

Property is typically the second-largest cost for a services business after people. Consolidating underused space, renegotiating leases and rationalising facility contracts can reduce occupancy costs by 20 to 30 per cent. Bundling cleaning, maintenance, security and other workplace services under fewer, better-managed contracts often saves a further 10 to 15 per cent of the service spend.

These numbers are what convince a finance director to approve the project. They are also the numbers most at risk of being eroded if the transformation is treated as a property project rather than a business one.

## The hidden returns

### Productivity

People costs dwarf property costs, typically by a factor of eight to ten. A workplace that reduces time lost to searching for space, waiting for IT support or travelling between poorly located offices creates value that quickly exceeds any rent saving. A productivity improvement of just two per cent across a workforce is usually worth more than the entire property saving.

### Talent attraction and retention

The workplace is one of the most visible signals of how an organisation values its people. Replacing an experienced employee commonly costs between half and twice their annual salary once recruitment, onboarding and lost productivity are counted. A workplace that people want to come to, and flexible arrangements that fit their lives, measurably reduce that turnover.

### Collaboration and speed

Well-designed space brings together the teams that need to work together and gives them the settings to do it. Decisions that took a fortnight of emails get made in an afternoon. In growing companies, where the pace of decision-making is often the binding constraint on growth, this can be the most valuable return of all.

### Operational resilience and data

Modern workplace services generate data on how space is used, how assets perform and where service fails. Used well, that data supports better decisions on future property needs, predictive maintenance and service levels, turning facilities from a fixed overhead into a managed, optimised operation.

## An illustration

Consider a professional services firm of 250 people consolidating three offices into one. The property saving is £600,000 a year. If the new workplace reduces voluntary turnover by three percentage points, it avoids the replacement of seven or eight people a year, worth perhaps £400,000. A two per cent productivity gain across a £15 million payroll is worth a further £300,000. Faster decisions and better collaboration are harder to value, but rarely worth less than the rest combined. The hidden returns more than double the case, yet only the first number usually appears in the board paper.

## Why the hidden returns go missing

Most workplace transformations are led by property or facilities teams and measured only on cost and delivery against plan. Nobody is accountable for productivity, retention or speed, so nobody designs for them or tracks them. The new space opens on time and on budget, and the broader opportunity quietly slips away.

## How to capture the full return

- **Build a business case with all four returns.** Include productivity, retention and collaboration benefits with conservative assumptions, alongside the cost savings, and agree how each will be measured.
- **Give the business ownership.** Make an operational executive, not just the property team, accountable for the outcomes.
- **Design around work, not space.** Start with how teams actually work and what they need, then design the space, technology and services to support it.
- **Measure before and after.** Baseline utilisation, employee experience, turnover and key process times before the change, then track them for at least a year afterwards.
- **Manage the change, not just the move.** New ways of working need leadership, communication and new habits. Budget for them.

Workplace transformation is one of the few investments that can reduce cost and improve performance at the same time. The companies that capture the full return are those that treat it as an operational transformation with a property component, rather than the other way round.

If you are planning changes to your workplace or facility operations and want to be sure the business case captures the full value, we would be glad to share what we have learned. Book a free consultation to discuss your plans.
`,
};

/** The built-in articles, newest first (the summaries plus their full bodies). */
export const BUILT_IN_ARTICLES: Article[] = BUILT_IN_ARTICLE_SUMMARIES.map((summary) => {
  const content = CONTENT[summary.slug];
  if (!content) throw new Error(`Built-in article ${summary.slug} has no content`);
  return { ...summary, content: content.trim() };
});
