import { describe, expect, it } from 'vitest';
import {
  gettingStartedShown,
  gettingStartedSteps,
  gettingStartedStepIds,
  type GettingStartedFacts,
} from './getting-started-steps';

const newSchool: GettingStartedFacts = {
  profileHasContact: false,
  bankDetailsSaved: false,
  onlinePaymentOffered: false,
  subjects: 0,
  teachers: 0,
  students: 0,
  lessonBooked: false,
  invoiceSettingsSaved: false,
};

const doneIds = (facts: Partial<GettingStartedFacts>) =>
  gettingStartedSteps({ ...newSchool, ...facts })
    .filter((step) => step.done)
    .map((step) => step.id);

describe('gettingStartedSteps', () => {
  it('lists every step in order, none done for a new school, each with its screen', () => {
    const steps = gettingStartedSteps(newSchool);
    expect(steps.map((step) => step.id)).toEqual([...gettingStartedStepIds]);
    expect(steps.every((step) => !step.done && step.href.startsWith('/dashboard/'))).toBe(true);
  });

  it('ticks each step from its own fact alone', () => {
    expect(doneIds({ profileHasContact: true })).toEqual(['schoolProfile']);
    expect(doneIds({ bankDetailsSaved: true })).toEqual(['payments']);
    expect(doneIds({ onlinePaymentOffered: true })).toEqual(['payments']);
    expect(doneIds({ subjects: 1 })).toEqual(['curriculum']);
    expect(doneIds({ teachers: 1 })).toEqual(['teachers']);
    expect(doneIds({ students: 1 })).toEqual(['families']);
    expect(doneIds({ lessonBooked: true })).toEqual(['lessons']);
    expect(doneIds({ invoiceSettingsSaved: true })).toEqual(['invoiceSettings']);
  });
});

describe('gettingStartedShown', () => {
  const all: GettingStartedFacts = {
    profileHasContact: true,
    bankDetailsSaved: true,
    onlinePaymentOffered: false,
    subjects: 2,
    teachers: 1,
    students: 3,
    lessonBooked: true,
    invoiceSettingsSaved: true,
  };

  it('shows while a step is left and the school has not dismissed it', () => {
    expect(gettingStartedShown(gettingStartedSteps(newSchool), false)).toBe(true);
    expect(gettingStartedShown(gettingStartedSteps({ ...all, lessonBooked: false }), false)).toBe(true);
  });

  it('hides once every step is done or once dismissed', () => {
    expect(gettingStartedShown(gettingStartedSteps(all), false)).toBe(false);
    expect(gettingStartedShown(gettingStartedSteps(newSchool), true)).toBe(false);
  });
});
