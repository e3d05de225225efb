import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import {
  onlinePaymentMethodLabels,
  onlinePaymentMethods,
} from '../../../../../shared/invoices/online-payment-methods';
import type {
  PaymentSettings,
  PaymentSettingsUpdate,
} from '../../../../../shared/schemas/online-payment-schemas';
import { applyServerFieldErrors } from '../../../api/apply-server-field-errors';
import { messageOf } from '../../../api/api-error';
import { roleMayCall } from '../../../api/route-permission';
import { useSession } from '../../../api/session-context';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CopyLinkField } from '../../../components/copy-link-field';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { RetryAlert } from '../../../components/retry-alert';
import { TextField } from '../../../components/text-field';
import { settingsPath } from '../../../screens';
import { usePaymentSettings, useSavePaymentSettings } from './payment-settings-api';
import {
  disconnectBody,
  fieldsOf,
  onlineBlockers,
  paymentSettingsFieldNames,
  paymentSettingsResolver,
  secretPlaceholders,
  webhookAddress,
  type PaymentSettingsFields,
} from './payment-settings-form-model';

const methodOptions = onlinePaymentMethods.map((method) => ({
  value: method,
  label: onlinePaymentMethodLabels[method],
}));

/**
 * Payments (issue 35): the school's own Stripe account, for families to pay
 * online from their invoices. The Super Administrator changes it in Settings →
 * Payments (issue 40), so this address sends them there; an admin sees here
 * how things stand.
 */
export function PaymentSettingsPage() {
  const { user } = useSession();
  if (user?.role === 'super_admin') return <Navigate to={settingsPath('payments')} replace />;
  return (
    <div className="space-y-6">
      <PageTitle>Payments · School Progress</PageTitle>
      <PageHeader
        title="Payments"
        description="Let families pay their invoices online with the school's own Stripe account. Bank transfer is always shown."
      />
      <PaymentSettingsPanel />
    </div>
  );
}

/**
 * The Stripe account's state and form. The secret key and the webhook signing
 * secret are write-only (the page shows the key's last four and that a
 * webhook secret is saved, never either secret); only a role that may change
 * them gets a form it can send.
 */
export function PaymentSettingsPanel() {
  const { user } = useSession();
  const settings = usePaymentSettings();
  if (settings.isPending) return <PageSpinner label="Loading the payment settings" />;
  if (settings.isError)
    return (
      <RetryAlert
        title="The payment settings could not be loaded"
        message={messageOf(settings.error, 'Please try again')}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return (
    <PaymentSettingsForm
      settings={settings.data}
      canEdit={roleMayCall(user?.role, 'payments.updateSettings')}
    />
  );
}

function PaymentSettingsForm({ settings, canEdit }: { settings: PaymentSettings; canEdit: boolean }) {
  const form = useForm<PaymentSettingsFields, unknown, PaymentSettingsUpdate>({
    resolver: paymentSettingsResolver,
    defaultValues: fieldsOf(settings),
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const save = useSavePaymentSettings();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const placeholders = secretPlaceholders(settings);
  const blockers = onlineBlockers(settings);
  const connected = settings.secretKeyLast4 !== null || settings.webhookSecretSet;
  const errorOf = (name: keyof PaymentSettingsFields) =>
    form.getFieldState(name, form.formState).error?.message;

  const send = (body: PaymentSettingsUpdate, done: string, after?: () => void) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(fieldsOf(saved));
        setMessage({ tone: 'success', text: done });
        after?.();
      },
      onError: (error) => {
        form.clearErrors();
        applyServerFieldErrors(error, form.setError, paymentSettingsFieldNames);
        setMessage({ tone: 'error', text: messageOf(error, 'The payment settings could not be saved') });
        after?.();
      },
    });

  const submit = form.handleSubmit(
    (body) => send(body, 'Payment settings saved'),
    (found) => setMessage(found.root?.message ? { tone: 'error', text: found.root.message } : null),
  );

  return (
    <div className="space-y-6">
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>

      <section
        aria-labelledby="payments-status-heading"
        className="space-y-3 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="payments-status-heading" className="font-semibold text-slate-900">
            Online payment
          </h2>
          <Badge tone={settings.online ? 'green' : 'slate'}>{settings.online ? 'On' : 'Off'}</Badge>
          {settings.mode ? (
            <Badge tone={settings.mode === 'live' ? 'green' : 'amber'}>
              {settings.mode === 'live' ? 'Live mode' : 'Test mode'}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-slate-700">
          {settings.online
            ? 'Families see Pay now on their invoices and Pay all on their home page.'
            : `Families see your bank details only. To turn online payment on, ${blockers.join(', then ')}.`}
        </p>
        {settings.mode === 'test' ? (
          <p className="text-sm text-slate-700">
            A test key takes no real money: use it to try a payment with Stripe&apos;s test cards, then save
            your live key.
          </p>
        ) : null}
        <div>
          <p className="text-sm font-semibold text-slate-800">Webhook endpoint</p>
          <p className="mt-0.5 mb-1.5 text-sm text-slate-600">
            In Stripe, add this address as a webhook endpoint for checkout.session.completed,
            checkout.session.async_payment_succeeded, checkout.session.async_payment_failed and
            charge.refunded, then paste its signing secret below.
          </p>
          <CopyLinkField label="Webhook endpoint" value={webhookAddress(window.location.origin)} />
        </div>
      </section>

      <form
        onSubmit={(event) => {
          setMessage(null);
          void submit(event);
        }}
        noValidate
        aria-label="Stripe settings"
        className="space-y-6 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
      >
        {canEdit ? null : (
          <Alert tone="info">Only the Super Administrator can change payment settings.</Alert>
        )}
        <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Stripe keys</legend>
          <TextField
            label="Secret key"
            hint={
              settings.secretKeyLast4
                ? 'Saved. Leave empty to keep it, or paste a new one to replace it.'
                : 'From Stripe: Developers → API keys (sk_live_… or a restricted rk_live_… key).'
            }
            placeholder={placeholders.stripeSecretKey}
            autoComplete="off"
            spellCheck={false}
            error={errorOf('stripeSecretKey')}
            {...form.register('stripeSecretKey')}
          />
          <TextField
            label="Webhook signing secret"
            hint={
              settings.webhookSecretSet
                ? 'Saved. Leave empty to keep it, or paste a new one to replace it.'
                : "From Stripe: the webhook endpoint's Signing secret (whsec_…)."
            }
            placeholder={placeholders.stripeWebhookSecret}
            autoComplete="off"
            spellCheck={false}
            error={errorOf('stripeWebhookSecret')}
            {...form.register('stripeWebhookSecret')}
          />
        </fieldset>
        <Controller
          control={form.control}
          name="methods"
          render={({ field }) => (
            <div>
              <CheckboxGroup
                legend="Payment methods offered"
                hint="Stripe shows Apple Pay and Google Pay with cards on the phones that have them."
                options={methodOptions}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                emptyText=""
                disabled={!canEdit}
              />
              {errorOf('methods') ? (
                <p className="mt-1 text-sm font-semibold text-red-700">
                  <span className="sr-only">Error: </span>
                  {errorOf('methods')}
                </p>
              ) : null}
            </div>
          )}
        />
        {canEdit ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={save.isPending && !confirmingDisconnect}>
              Save payment settings
            </Button>
            {connected ? (
              <Button variant="secondary" onClick={() => setConfirmingDisconnect(true)}>
                Disconnect Stripe
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>

      <ConfirmDialog
        open={confirmingDisconnect}
        onOpenChange={setConfirmingDisconnect}
        title="Disconnect Stripe?"
        message="The secret key and the webhook signing secret will be removed. Families will no longer be able to pay online; they will see your bank details only. Payments already made are kept."
        confirmLabel="Disconnect Stripe"
        busy={save.isPending}
        onConfirm={() =>
          send(disconnectBody(settings), 'Stripe disconnected: families see your bank details only', () =>
            setConfirmingDisconnect(false),
          )
        }
      />
    </div>
  );
}
