import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { messageCategories } from './message-categories';
import { emailCategoriesFor, isEmailCategoryOffered } from './role-email-categories';

describe('the email categories each role is offered', () => {
  it('offers staff updates to super_admin and admin only', () => {
    expect(roles.filter((role) => isEmailCategoryOffered('staff-updates', role))).toEqual([
      'super_admin',
      'admin',
    ]);
  });

  it('offers families every category but the staff ones, in order', () => {
    expect(emailCategoriesFor('user')).toEqual([
      'account',
      'invoices',
      'lessons',
      'lesson-reminders',
      'progress-digest',
      'lesson-reports',
    ]);
    expect(emailCategoriesFor('parent')).toEqual(emailCategoriesFor('user'));
  });

  it('offers the super_admin every category, and admin all but the system summary', () => {
    expect(emailCategoriesFor('super_admin')).toEqual(messageCategories);
    expect(emailCategoriesFor('admin')).toEqual(
      messageCategories.filter((category) => category !== 'system-health'),
    );
    expect(roles.filter((role) => isEmailCategoryOffered('system-health', role))).toEqual(['super_admin']);
  });
});
