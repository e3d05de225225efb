import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { EmailChoices } from '../../shared/messages/email-preferences';
import type { MessageCategory } from '../../shared/messages/message-categories';
import { itemExists } from '../platform/table/table-write';
import { updateItem } from '../platform/table/write-item';
import { emailChoiceAttribute, emailChoicesFromItem, userKeys } from './user-entity';

/*
 * An account's email preferences live on its user item (`USER#<id>`), one
 * boolean attribute per category it chose (`emailChoice_<category>`); a
 * category it never chose follows its default (shared/messages/email-preferences.ts).
 * On the user item because the mailer reads that item anyway for the
 * recipient's address, so deciding whether to send costs no extra read; one
 * attribute per category, so a change (an unsubscribe link, the preferences
 * screen) is one blind UpdateItem that needs no read first and cannot undo a
 * change to another category made at the same time.
 */

/**
 * Sets the account's choice for each category given, and answers all its
 * choices as they now are; undefined when the account does not exist.
 */
export async function chooseEmailCategories(
  userId: string,
  choices: Partial<Record<MessageCategory, boolean>>,
): Promise<EmailChoices | undefined> {
  const entries = Object.entries(choices).filter(([, wanted]) => typeof wanted === 'boolean');
  if (entries.length === 0) throw new Error('No email category to choose');
  try {
    const item = await updateItem({
      Key: userKeys.primary(userId),
      UpdateExpression: `SET ${entries.map((_, index) => `#c${index} = :c${index}`).join(', ')}`,
      ConditionExpression: itemExists,
      ExpressionAttributeNames: Object.fromEntries(
        entries.map(([category], index) => [`#c${index}`, emailChoiceAttribute(category as MessageCategory)]),
      ),
      ExpressionAttributeValues: Object.fromEntries(
        entries.map(([, wanted], index) => [`:c${index}`, wanted]),
      ),
      ReturnValues: 'ALL_NEW',
    });
    return emailChoicesFromItem(item ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
