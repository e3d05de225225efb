import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

/**
 * The one DocumentClient of a function instance. Created on first use, not at
 * import, so the local runtime can set the endpoint before any handler runs;
 * the SDK reads `AWS_ENDPOINT_URL_DYNAMODB` itself.
 */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}
