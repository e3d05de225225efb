import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { useEmailFooterLinks } from './email-footer-links';
import { Name } from './email-name';

/** The web app's brand colour (brand-600 in web/src/styles.css), so an email looks like the school's screens. */
const brand = '#4f46e5';

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Inter, Arial, Helvetica, sans-serif', margin: 0 },
  container: { backgroundColor: '#ffffff', margin: '24px auto', maxWidth: '560px', padding: '24px' },
  school: { color: brand, fontSize: '18px', fontWeight: 700, margin: '0 0 16px' },
  footer: { color: '#6b7280', fontSize: '12px', lineHeight: '18px' },
  footerLink: { color: '#6b7280', textDecoration: 'underline' },
} as const;

/** Where to stop this kind of email and where to choose them all (the links renderEmail gives). */
function FooterLinks() {
  const links = useEmailFooterLinks();
  if (!links) return null;
  return (
    <Text style={styles.footer}>
      {links.unsubscribe && (
        <>
          {`Stop emails about ${links.unsubscribe.categoryLabel.toLowerCase()}: `}
          <Link href={links.unsubscribe.url} style={styles.footerLink}>
            unsubscribe
          </Link>
          {'. '}
        </>
      )}
      {'Choose which emails you get: '}
      <Link href={links.preferencesUrl} style={styles.footerLink}>
        email preferences
      </Link>
      {'.'}
    </Text>
  );
}

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
          <Text style={styles.school}>
            <Name>{schoolName}</Name>
          </Text>
          <Section>{children}</Section>
          <Hr />
          <Text style={styles.footer}>
            {'You receive this email because you have an account with '}
            <Name>{schoolName}</Name>
            {'.'}
          </Text>
          <FooterLinks />
        </Container>
      </Body>
    </Html>
  );
}

export const emailStyles = {
  brand,
  // An address or long word in a sentence breaks rather than widening the email past a 375 px phone.
  text: {
    color: '#111827',
    fontSize: '15px',
    lineHeight: '22px',
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
  },
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

/** "Dear …," with the reader's name isolated (a name in Arabic script keeps the comma after it). */
export function Greeting({ name }: { name: string }) {
  return (
    <Text style={emailStyles.text}>
      {'Dear '}
      <Name>{name}</Name>
      {','}
    </Text>
  );
}
