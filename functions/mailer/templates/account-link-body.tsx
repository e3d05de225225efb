import { Button, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EmailLayout, emailStyles, Greeting } from './email-layout';
import type { EmailContext } from './email-context';

export interface AccountLinkBodyProps {
  context: EmailContext;
  preview: string;
  /** The paragraphs before the button (a name in them wrapped in `Name`). */
  lines: readonly ReactNode[];
  buttonLabel: string;
  link: string;
  /** What the link's lifetime is, and what to do when it has passed. */
  validity: string;
}

/**
 * The body every account email shares: a greeting, what happened, one
 * button, the link written out for mail apps that show no buttons, and what
 * to do if the reader did not ask for it.
 */
export function AccountLinkBody({
  context,
  preview,
  lines,
  buttonLabel,
  link,
  validity,
}: AccountLinkBodyProps) {
  return (
    <EmailLayout schoolName={context.schoolName} preview={preview}>
      <Greeting name={context.recipientName} />
      {lines.map((line, index) => (
        <Text key={index} style={emailStyles.text}>
          {line}
        </Text>
      ))}
      <Button href={link} style={emailStyles.button}>
        {buttonLabel}
      </Button>
      <Text style={emailStyles.text}>{`Or open this address: ${link}`}</Text>
      <Text style={emailStyles.text}>{validity}</Text>
    </EmailLayout>
  );
}

/** The address of a page of the web app that takes the emailed token. */
export const tokenLink = (context: EmailContext, page: string, token: string) =>
  `${context.appUrl}/${page}/${encodeURIComponent(token)}`;
