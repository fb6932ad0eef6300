import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS SDK clients, one per service per process (created once, on first use, then reused across
 * invocations). Endpoints come from `DYNAMODB_ENDPOINT`, `EVENTBRIDGE_ENDPOINT` and `SES_ENDPOINT`
 * when set (the local stack points them at the emulators) and from the SDK's defaults otherwise;
 * nothing here asks whether it runs locally (DECISIONS.md, Architecture).
 *
 * The getters are lazy so that a function bundle only contains (and imports) the SDKs it uses.
 */

function endpoint(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

let dynamoDb: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;
let eventBridge: EventBridgeClient | undefined;
let ses: SESv2Client | undefined;

/** The low-level DynamoDB client (`DYNAMODB_ENDPOINT` override). */
export function dynamoDbClient(): DynamoDBClient {
  dynamoDb ??= new DynamoDBClient({ endpoint: endpoint('DYNAMODB_ENDPOINT') });
  return dynamoDb;
}

/**
 * The DynamoDB document client: plain JavaScript values in and out; `undefined` attributes are
 * dropped on write.
 */
export function documentDbClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamoDbClient(), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

/** The EventBridge client (`EVENTBRIDGE_ENDPOINT` override). */
export function eventBridgeClient(): EventBridgeClient {
  eventBridge ??= new EventBridgeClient({ endpoint: endpoint('EVENTBRIDGE_ENDPOINT') });
  return eventBridge;
}

/** The SES v2 client (`SES_ENDPOINT` override). */
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({ endpoint: endpoint('SES_ENDPOINT') });
  return ses;
}
