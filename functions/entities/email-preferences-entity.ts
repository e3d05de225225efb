import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateItemCommand } from 'dynamodb-toolbox';
import type { EmailChoices } from '../../shared/messages/email-preferences';
import { messageCategories, type MessageCategory } from '../../shared/messages/message-categories';
import {
  emailChoiceAttribute,
  emailChoicesFromItem,
  UserEntity,
  type EmailChoiceAttribute,
} from './user-entity';

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
  const changes: Partial<Record<EmailChoiceAttribute, boolean>> = {};
  for (const category of messageCategories) {
    const wanted = choices[category];
    if (typeof wanted === 'boolean') changes[emailChoiceAttribute(category)] = wanted;
  }
  if (Object.keys(changes).length === 0) throw new Error('No email category to choose');
  try {
    const { Attributes: user } = await UserEntity.build(UpdateItemCommand)
      .item({ id: userId, ...changes })
      // An update never creates the account: on a missing item it would write a stub.
      .options({ condition: { attr: 'id', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    return emailChoicesFromItem(user ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
