import { randomUUID } from 'node:crypto';
import { dynamoDbClient } from '../lib/clients';
import { installScanGuard } from './scan-guard';
import { loadSecrets } from '../lib/secrets';
import { mockTestSecrets } from './test-secrets';

/**
 * Per-test-file environment (Vitest `setupFiles`, run before each test file's imports): a unique
 * table name, the bus name, the notification settings and a silent logger. The emulator endpoints
 * (`DYNAMODB_ENDPOINT`, `SES_ENDPOINT`) and dummy credentials come from the global setup.
 */
process.env.TABLE_NAME = `functions-test-${randomUUID().slice(0, 8)}`;
process.env.EVENT_BUS_NAME = 'meridian-test';
process.env.AWS_REGION ??= 'eu-west-2';
process.env.NOTIFY_TO = 'leads@meridian.test, partners@meridian.test';
process.env.NOTIFY_FROM = 'Meridian Website <no-reply@meridian.test>';
process.env.SITE_URL = 'https://www.meridian.test';
process.env.WEBAUTHN_RP_ID = 'www.meridian.test';
process.env.WEBAUTHN_RP_NAME = 'Meridian Advisory';
process.env.WEBAUTHN_ORIGIN = 'https://www.meridian.test';
// Outreach replies (docs/product/outreach.md#replies): the reply domain and the raw mail bucket.
process.env.REPLY_DOMAIN = 'reply.meridian.test';
process.env.INBOUND_MAIL_BUCKET = 'meridian-test-inbound-mail';
// The outreach step schedules (docs/product/outreach.md#the-sequence): the sends and the stops put and
// delete them; tests that look at them mock the Scheduler client.
process.env.OUTREACH_STEP_SCHEDULE_GROUP = 'meridian-outreach-steps';
process.env.OUTREACH_STEP_TARGET_ARN = 'arn:aws:lambda:eu-west-2:111111111111:function:run-sequence-step';
process.env.OUTREACH_STEP_ROLE_ARN = 'arn:aws:iam::111111111111:role/outreach-step-invoke';
process.env.OUTREACH_STEP_DLQ_ARN = 'arn:aws:sqs:eu-west-2:111111111111:outreach-step-dlq';
process.env.INBOUND_MAIL_REGION = 'eu-west-1';
// The secrets the functions read at run time (lib/secrets.ts), answered by a mocked Secrets Manager
// and loaded before the test file runs, as the wrappers load them before a handler: what CloudFront's
// /api origin sends (lib/origin-secret.ts; httpEvent adds it unless told not to) and the privacy key
// of keyed hashes and signed links (lib/privacy-key.ts).
process.env.TEST_ORIGIN_SECRET = `test-origin-secret-${randomUUID()}`;
process.env.TEST_PRIVACY_KEY = `test-privacy-key-${randomUUID()}`;
process.env.ORIGIN_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:meridian-test-origin';
process.env.PRIVACY_KEY_SECRET_ARN = 'arn:aws:secretsmanager:eu-west-2:000000000000:secret:meridian-test-privacy-key';
mockTestSecrets();
await loadSecrets();
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'SILENT';
process.env.POWERTOOLS_SERVICE_NAME = 'meridian-test';
// No EMF lines in test output; the wrapper tests turn metrics on for themselves.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
// DynamoDB Local under a full test run answers hot items slowly, and a burst of connections queues
// (as the local stack sets them; AWS keeps lib/dynamodb-limits.ts's 0.5 s and 1.5 s).
process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '20000';
process.env.DYNAMODB_CONNECT_TIMEOUT_MS = '20000';
// Test files send many requests from one client address; the budget tests set the production scale
// of 1 themselves (docs/product/security.md#client-budgets).
process.env.RATE_LIMIT_SCALE = '1000';
// A real address that nothing listens on: publishing without a mock fails fast instead of reaching AWS.
process.env.EVENTBRIDGE_ENDPOINT ??= 'http://127.0.0.1:9';
process.env.SCHEDULER_ENDPOINT ??= 'http://127.0.0.1:9';

installScanGuard(dynamoDbClient());
