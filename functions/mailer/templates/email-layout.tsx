import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The web app's brand colour (brand-600 in web/src/styles.css), so an email looks like the school's screens. */
const brand = '#4f46e5';

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Inter, Arial, Helvetica, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', margin: '24px auto', maxWidth: '560px', padding: '24px' },
  school: { color: brand, fontSize: '18px', fontWeight: 700, margin: '0 0 16px' },
  footer: { color: '#6b7280', fontSize: '12px', lineHeight: '18px' },
} as const;

export interface EmailLayoutProps {
  schoolName: string;
  /** The line mail apps show beside the subject. */
  preview: string;
  children: ReactNode;
}

/** Every email's frame: the school's name on top, the content, a footer saying why it came. */
export function EmailLayout({ schoolName, preview, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.school}>{schoolName}</Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={styles.footer}>
            {`You receive this email because you have an account with ${schoolName}.`}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const emailStyles = {
  brand,
  text: { color: '#111827', fontSize: '15px', lineHeight: '22px' },
  label: { color: '#6b7280', fontSize: '13px', margin: '0' },
  value: { color: '#111827', fontSize: '15px', fontWeight: 600, margin: '0 0 12px' },
  button: {
    backgroundColor: brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
} as const;
