/**
 * Every item type of the one table, described once (docs/architecture.md, "Single-table design";
 * docs/decisions/034-item-types-described-once.md): its partition key (a fixed value, or a prefix
 * followed by an id), its sort key, and the index partitions it is listed in. The key builders
 * (`keys.ts`, `articles/data/article-keys.ts`, `articles/data/article-send-keys.ts`), the IAM
 * `dynamodb:LeadingKeys` patterns ({@link LEADING_KEYS}) and the paging cursor checks
 * (`cursor-checks.ts`) are derived from these two tables; a test holds docs/architecture.md's key
 * table to them. Plain data without imports, so that any module (and `infra/`) may read it.
 */

/** The primary key of an item. */
export type ItemKey = { pk: string; sk: string };

/** The gsi1 attributes of an item that is listed through the index. */
export type IndexKey = { gsi1pk: string; gsi1sk: string };

/** The gsi2 attributes of an item listed through the second index (lead changes, every article). */
export type ChangeIndexKey = { gsi2pk: string; gsi2sk: string };

/** How one item type is keyed. */
export interface ItemType {
  /** Its row in docs/architecture.md's key table. */
  readonly row: string;
  /** The partition key: the whole value, or the prefix before {@link ItemType.pkId}. */
  readonly pk: string;
  /** What follows the prefix (for the docs, e.g. `<id>`); absent for a partition of one fixed value. */
  readonly pkId?: string;
  /**
   * True when the item lives in the partition of another item type with the same `pk` (a lead's
   * timeline entries, an article's send record): that type's `LeadingKeys` pattern covers it.
   */
  readonly sharesPartition?: true;
  /** The sort key: the whole value, or the prefix before {@link ItemType.skId}. */
  readonly sk: string;
  /** What follows the sort key prefix (for the docs); absent for a fixed sort key. */
  readonly skId?: string;
}

/** One index partition: the index, its partition value and the sort key shape of its entries. */
export interface IndexPartition {
  /** Which global secondary index (`table-definition.ts`). */
  readonly index: 'gsi1' | 'gsi2';
  /** The partition key value (fixed). */
  readonly pk: string;
  /**
   * The sort key shape (for the docs); every index sort key ends `#<id of the item>`, most are
   * `<instant>#<id>` (`LEADS_BY_OWNER` puts the owner's id first, to Query one owner's range).
   */
  readonly sk: string;
  /** The item type listed in it; its id is the part of the item's `pk` after the prefix. */
  readonly of: ItemTypeName;
  /** True when the listed ids are opaque (keyed hashes, UUIDs): a cursor's id must look like one. */
  readonly opaqueIds?: true;
}

/** The item types. Names are the keys of {@link LEADING_KEYS} too. */
export const ITEM_TYPES = {
  lead: { row: 'lead', pk: 'LEAD#', pkId: '<id>', sk: 'LEAD' },
  activity: {
    row: 'activity entry',
    pk: 'LEAD#',
    pkId: '<id>',
    sharesPartition: true,
    sk: 'ACTIVITY#',
    skId: '<at>#<activityId>',
  },
  task: { row: 'task', pk: 'LEAD#', pkId: '<id>', sharesPartition: true, sk: 'TASK#', skId: '<taskId>' },
  leadOwner: { row: 'lead owner entry', pk: 'LEAD#', pkId: '<id>', sharesPartition: true, sk: 'OWNER' },
  taskSequence: { row: 'task sequence', pk: 'LEAD#', pkId: '<id>', sharesPartition: true, sk: 'TASKS' },
  taskClaim: { row: 'task claim', pk: 'TASK#', pkId: '<taskId>', sk: 'TASK' },
  leadEmail: { row: 'lead email claim', pk: 'LEAD_EMAIL#', pkId: '<lower-cased email>', sk: 'LEAD_EMAIL' },
  article: { row: 'article', pk: 'ARTICLE#', pkId: '<id>', sk: 'ARTICLE' },
  articleSend: { row: 'article send', pk: 'ARTICLE#', pkId: '<id>', sharesPartition: true, sk: 'SEND' },
  articleDelivery: {
    row: 'send delivery',
    pk: 'ARTICLE#',
    pkId: '<id>',
    sharesPartition: true,
    sk: 'SEND_DELIVERY#',
    skId: '<subscriber id>',
  },
  articleSlug: { row: 'slug claim', pk: 'ARTICLE_SLUG#', pkId: '<slug>', sk: 'ARTICLE_SLUG' },
  subscriber: { row: 'subscriber', pk: 'SUBSCRIBER#', pkId: '<keyed hash of email>', sk: 'SUBSCRIBER' },
  subscriberCount: { row: 'confirmed count', pk: 'SUBSCRIBER_COUNT', sk: 'CONFIRMED' },
  pageView: { row: 'page view', pk: 'PAGE_VIEW#', pkId: '<yyyy-mm-dd>', sk: '', skId: '<timestamp>#<id>' },
  ipSalt: { row: 'IP salt', pk: 'IP_SALT#', pkId: '<yyyy-mm-dd>', sk: 'IP_SALT' },
  processedEvent: { row: 'processed event', pk: 'EVENT#', pkId: '<consumer>#<eventId>', sk: 'EVENT' },
  notificationWindow: { row: 'notify window', pk: 'NOTIFIED#', pkId: '<normalised email>', sk: 'NOTIFIED' },
  acknowledgementWindow: {
    row: 'ack window',
    pk: 'ACKNOWLEDGED#',
    pkId: '<normalised email>',
    sk: 'ACKNOWLEDGED',
  },
  reportAllowance: { row: 'report allowance', pk: 'REPORTED#', pkId: '<normalised email>', sk: 'REPORTED' },
  confirmationWindow: {
    row: 'confirmation window',
    pk: 'CONFIRMATION_SENT#',
    pkId: '<keyed hash of normalised email>',
    sk: 'CONFIRMATION_SENT',
  },
  emailSuppression: { row: 'suppression', pk: 'SUPPRESSED#', pkId: '<lower-cased email>', sk: 'SUPPRESSED' },
  assessmentBenchmark: { row: 'benchmark', pk: 'BENCHMARK', sk: '', skId: '<assessment type>' },
  benchmarkRespondent: {
    row: 'benchmark respondent',
    pk: 'BENCHMARK_RESPONDENT#',
    pkId: '<keyed hash of normalised email>',
    sk: 'BENCHMARK_RESPONDENT',
  },
  session: { row: 'session', pk: 'SESSION#', pkId: '<sha-256 of session id>', sk: 'SESSION' },
  loginFailures: {
    row: 'failed logins',
    pk: 'LOGIN_FAILURES#',
    pkId: '<client ip hash>',
    sk: 'WINDOW#',
    skId: '<window start>',
  },
  clientBudget: {
    row: 'client budget',
    pk: 'CLIENT_BUDGET#',
    pkId: '<budget>#<keyed hash of client address>',
    sk: 'WINDOW#',
    skId: '<window start>',
  },
  visitorEmailCount: { row: 'visitor email count', pk: 'VISITOR_EMAILS', sk: 'HOUR#', skId: '<yyyy-mm-ddThh>' },
  adminCredential: { row: 'admin credential', pk: 'ADMIN', sk: 'PASSWORD' },
  staffUser: { row: 'staff user', pk: 'USER#', pkId: '<id>', sk: 'USER' },
  totpFactor: { row: 'TOTP factor', pk: 'USER#', pkId: '<id>', sharesPartition: true, sk: 'TOTP' },
  recoveryCode: {
    row: 'recovery code',
    pk: 'USER#',
    pkId: '<id>',
    sharesPartition: true,
    sk: 'RECOVERY#',
    skId: '<sha-256 of code>',
  },
  staffEmail: { row: 'staff email claim', pk: 'USER_EMAIL#', pkId: '<lower-cased email>', sk: 'USER_EMAIL' },
  signInChallenge: { row: 'sign-in challenge', pk: 'SIGN_IN#', pkId: '<sha-256 of challenge>', sk: 'SIGN_IN' },
  assignmentSettings: { row: 'assignment settings', pk: 'ASSIGNMENT', sk: 'SETTINGS' },
  assigneePreferences: { row: 'assignee preferences', pk: 'ASSIGNEES', sk: '', skId: '<user id>' },
  assignmentCursor: { row: 'assignment cursor', pk: 'ASSIGNMENT_CURSOR', sk: '', skId: '<pool>' },
  passkeyCredential: {
    row: 'passkey',
    pk: 'USER#',
    pkId: '<id>',
    sharesPartition: true,
    sk: 'PASSKEY#',
    skId: '<credential id>',
  },
  passkeyChallenge: {
    row: 'passkey challenge',
    pk: 'PASSKEY_CHALLENGE#',
    pkId: '<sha-256 of challenge>',
    sk: 'PASSKEY_CHALLENGE',
  },
  passwordReset: { row: 'password reset', pk: 'PASSWORD_RESET#', pkId: '<sha-256 of nonce>', sk: 'PASSWORD_RESET' },
  invitation: { row: 'invitation', pk: 'INVITATION#', pkId: '<id>', sk: 'INVITATION' },
  setting: { row: 'setting', pk: 'SETTING', sk: '', skId: '<name>' },
  availability: { row: 'availability', pk: 'BOOKING_AVAILABILITY', sk: 'SETTINGS' },
  booking: { row: 'booking', pk: 'BOOKING#', pkId: '<id>', sk: 'BOOKING' },
  bookingSlot: { row: 'taken slot', pk: 'BOOKING_SLOTS', sk: '', skId: '<start ISO-8601 UTC>' },
  liveBookings: {
    row: 'live bookings',
    pk: 'LIVE_BOOKINGS#',
    pkId: '<keyed hash of normalised email>',
    sk: 'LIVE_BOOKINGS',
  },
  erasure: { row: 'tombstone', pk: 'ERASED#', pkId: '<keyed hash of email>', sk: 'ERASED' },
  audit: { row: 'audit entry', pk: 'AUDIT#', pkId: '<id>', sk: 'AUDIT' },
  erasedOutcome: { row: 'erased outcome', pk: 'ERASED_OUTCOME#', pkId: '<id>', sk: 'ERASED_OUTCOME' },
  outboxEvent: { row: 'outbox event', pk: 'OUTBOX', sk: '', skId: '<recorded ISO-8601 UTC>#<business key>' },
  emailTemplate: { row: 'email template', pk: 'EMAIL_TEMPLATE', sk: '', skId: '<template id>' },
  outreachEmail: {
    row: 'outreach email',
    pk: 'LEAD#',
    pkId: '<id>',
    sharesPartition: true,
    sk: 'EMAIL#',
    skId: '<email id>',
  },
  outreachEmailLookup: {
    row: 'outreach email lookup',
    pk: 'OUTREACH_EMAIL#',
    pkId: '<email id>',
    sk: 'OUTREACH_EMAIL',
  },
  sesMessage: { row: 'SES message', pk: 'SES_MESSAGE#', pkId: '<SES message id>', sk: 'SES_MESSAGE' },
  sendCount: { row: 'send count', pk: 'SEND_COUNT#', pkId: '<user id>', sk: 'DAY#', skId: '<yyyy-mm-dd, London>' },
} as const satisfies Record<string, ItemType>;

/** The name of an item type. */
export type ItemTypeName = keyof typeof ITEM_TYPES;

/** The index partitions that functions Query. Names are the keys of {@link LEADING_KEYS} too. */
export const INDEX_PARTITIONS = {
  leadIndex: { index: 'gsi1', pk: 'LEADS', sk: '<createdAt>#<id>', of: 'lead' },
  leadChangeIndex: { index: 'gsi2', pk: 'LEADS_CHANGED', sk: '<updatedAt>#<id>', of: 'lead' },
  articleIndex: { index: 'gsi1', pk: 'ARTICLES_PUBLISHED', sk: '<publishedAt>#<id>', of: 'article' },
  articleAdminIndex: { index: 'gsi2', pk: 'ARTICLES', sk: '<updatedAt>#<id>', of: 'article' },
  subscriberIndex: {
    index: 'gsi1',
    pk: 'SUBSCRIBERS',
    sk: '<createdAt>#<keyed hash>',
    of: 'subscriber',
    opaqueIds: true,
  },
  sessionIndex: { index: 'gsi1', pk: 'SESSIONS', sk: '<createdAt>#<hash>', of: 'session' },
  staffUserIndex: { index: 'gsi1', pk: 'STAFF_USERS', sk: '<createdAt>#<id>', of: 'staffUser' },
  auditIndex: { index: 'gsi1', pk: 'AUDIT_LOG', sk: '<at>#<id>', of: 'audit', opaqueIds: true },
  erasedOutcomeIndex: {
    index: 'gsi1',
    pk: 'ERASED_OUTCOMES',
    sk: '<closedAt>#<id>',
    of: 'erasedOutcome',
    opaqueIds: true,
  },
  bookingIndex: { index: 'gsi1', pk: 'BOOKINGS', sk: '<start>#<id>', of: 'booking' },
  openTaskIndex: { index: 'gsi1', pk: 'OPEN_TASKS', sk: '<dueAt>#<taskId>', of: 'task' },
  leadOwnerIndex: { index: 'gsi1', pk: 'LEADS_BY_OWNER', sk: '<ownerId>#<createdAt>#<id>', of: 'leadOwner' },
} as const satisfies Record<string, IndexPartition>;

/** The name of an index partition. */
export type IndexPartitionName = keyof typeof INDEX_PARTITIONS;

/** The `LeadingKeys` pattern of an item type: its fixed partition, or its prefix and `*`. */
const patternOf = (type: ItemType): string => (type.pkId === undefined ? type.pk : `${type.pk}*`);

type OwnPartitionName = {
  [N in ItemTypeName]: (typeof ITEM_TYPES)[N] extends { sharesPartition: true } ? never : N;
}[ItemTypeName];

/**
 * The partition key values of each item type and index partition as IAM `dynamodb:LeadingKeys`
 * patterns (`*` matches any rest), so that per-function table access names item types without
 * repeating key strings (docs/product/security.md#iam). Item types that share another type's
 * partition (`sharesPartition`) have no pattern of their own; `*Index` entries are the exact index
 * partitions a function Queries.
 */
export const LEADING_KEYS = Object.fromEntries([
  ...Object.entries(ITEM_TYPES)
    .filter(([, type]) => !('sharesPartition' in type))
    .map(([name, type]) => [name, patternOf(type)]),
  ...Object.entries(INDEX_PARTITIONS).map(([name, partition]) => [name, partition.pk]),
]) as Readonly<Record<OwnPartitionName | IndexPartitionName, string>>;

/**
 * The `LeadingKeys` pattern of one consumer's idempotency records (`processedEventKey(consumer, …)`).
 *
 * @param consumer - the consumer name, e.g. `capture-lead`.
 */
export const processedEventPattern = (consumer: string): string => `${ITEM_TYPES.processedEvent.pk}${consumer}#*`;
