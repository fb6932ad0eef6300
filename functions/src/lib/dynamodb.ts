import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  DynamoDBDocumentClient,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documentDbClient, documentSdk } from './clients';

/**
 * The one table's calls, one small function per DynamoDB operation, on the process's document
 * client (`lib/clients.ts`: plain JavaScript values, `undefined` attributes dropped, the project's
 * timeouts and attempts). The data modules call these and build no SDK command themselves; the
 * SDK package is still loaded on the first call, never at cold start
 * (docs/decisions/027-aws-sdk-loaded-on-first-use.md).
 *
 * Each function takes the lib-dynamodb input of its command as is and returns its output; errors
 * are the SDK's, unchanged (`ConditionalCheckFailedException`, `TransactionCanceledException`,
 * `TimeoutError`…): the data layer turns failed conditions into domain errors
 * (`table/table.ts` `isConditionalCheckFailed`, `table/write-plan.ts`).
 */

/**
 * GetItem: one item by its key.
 *
 * @returns the output; `Item` is undefined when there is none.
 */
export function getItem(input: GetCommandInput): Promise<GetCommandOutput> {
  return documentDbClient().send(new (documentSdk().GetCommand)(input));
}

/** PutItem: writes one whole item (conditionally when `ConditionExpression` is set). */
export function putItem(input: PutCommandInput): Promise<PutCommandOutput> {
  return documentDbClient().send(new (documentSdk().PutCommand)(input));
}

/** UpdateItem: changes attributes of one item; `Attributes` as `ReturnValues` asks. */
export function updateItem(input: UpdateCommandInput): Promise<UpdateCommandOutput> {
  return documentDbClient().send(new (documentSdk().UpdateCommand)(input));
}

/** DeleteItem: removes one item (a missing item is no error unless a condition says so). */
export function deleteItem(input: DeleteCommandInput): Promise<DeleteCommandOutput> {
  return documentDbClient().send(new (documentSdk().DeleteCommand)(input));
}

/**
 * Query: one page (at most 1 MB or `Limit` items) of one partition or index partition; page on
 * with `LastEvaluatedKey` (`table/paging.ts` does).
 *
 * @param client - the document client (default: the process's; benchmarks pass a bare one).
 */
export function queryItems(
  input: QueryCommandInput,
  client: DynamoDBDocumentClient = documentDbClient(),
): Promise<QueryCommandOutput> {
  return client.send(new (documentSdk().QueryCommand)(input));
}

/** TransactWriteItems: up to 100 writes, all or none (`table/write-plan.ts` maps its failures). */
export function transactWriteItems(input: TransactWriteCommandInput): Promise<TransactWriteCommandOutput> {
  return documentDbClient().send(new (documentSdk().TransactWriteCommand)(input));
}

/** BatchWriteItem: up to 25 puts and deletes, not atomic; `UnprocessedItems` holds what to send again. */
export function batchWriteItems(input: BatchWriteCommandInput): Promise<BatchWriteCommandOutput> {
  return documentDbClient().send(new (documentSdk().BatchWriteCommand)(input));
}

/** BatchGetItem: up to 100 items by key, not consistent unless asked; `UnprocessedKeys` holds what to ask again. */
export function batchGetItems(input: BatchGetCommandInput): Promise<BatchGetCommandOutput> {
  return documentDbClient().send(new (documentSdk().BatchGetCommand)(input));
}
