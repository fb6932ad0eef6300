import { revealMessage } from '../../lib/reveal';
import type { ContactFormValues } from '@meridian/shared/contact/contact';
import { type FormEvent, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/form/form-field';
import { PrivacyNote } from '../../components/form/privacy-note';
import { ScoreInputChoices, scoreInputValuesOf } from '../../components/form/score-input-choices';
import { Button } from '../../components/ui/button';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import type { ContactField, ContactValidation } from './contact-validation';
import { submitContact } from './submit-contact';

/** Wrapper classes of the form's fields. */
const FIELD_CLASSES = 'grid gap-2';

/** The single-line fields, in form order (the message follows them). */
const INPUTS = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** Every field, in form order (the first wrong one gets the focus). */
const FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'message'];

const loadValidation = () => import('./contact-validation');

/** Starts loading the schema (zod) ahead of the first validation, on focus. */
function preloadValidation(): void {
  void loadValidation();
}

/** The form's current values, as typed; unanswered optional questions are left out. */
function valuesOf(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form);
  const value = (field: ContactField) => String(data.get(field) ?? '');
  return {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    phone: value('phone'),
    message: value('message'),
    ...scoreInputValuesOf(form),
  };
}

/**
 * The consultation form (docs/product/site.md#contact-form), with the optional company size,
 * industry and urgency questions (docs/product/leads.md#scoring-inputs): validated on submit with the shared
 * contact schema, and again as the visitor types once a submit has failed; the first wrong field
 * gets the focus. 'Requesting Consultation...' while sending; on success a toast, the analytics
 * event and a confirmation that replaces the form; on failure a destructive toast and the form
 * stays as it was. Plain form state rather than a form library keeps the page's first JavaScript
 * small (the schema loads on first focus).
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const revalidate = useRef(false);

  const validate = async (form: HTMLFormElement): Promise<ContactValidation> => {
    const result = (await loadValidation()).validateContact(valuesOf(form));
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      const result = await validate(form);
      if (!result.ok) {
        revalidate.current = true;
        const first = FIELDS.find((field) => result.errors[field]);
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
        return;
      }
      await submitContact(result.submission);
      trackEvent('contact_form_submit', { category: 'lead_generation', label: 'contact_page' });
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for your interest. We'll get back to you within 24 hours.",
        variant: 'success',
      });
      revalidate.current = false;
      setSent(true);
    } catch {
      toast({
        title: 'Error sending message',
        description: 'Please try again or contact us directly via email.',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (revalidate.current) void validate(event.currentTarget);
  };

  if (sent) {
    return (
      <div ref={revealMessage} role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 className="text-2xl font-bold text-primary">Message Sent Successfully!</h3>
        <p className="max-w-md text-muted-foreground">
          Thank you for getting in touch. We'll get back to you within 24 hours to arrange your free consultation.
        </p>
        <Button variant="outline" onClick={() => setSent(false)} className="mt-2">
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={preloadValidation}
      noValidate
      aria-label="Consultation request"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, ...input }) => (
          <TextField key={name} {...input} name={name} className={FIELD_CLASSES} error={errors[name]} />
        ))}
      </div>
      <TextAreaField
        label="Message"
        required
        rows={5}
        placeholder="Tell us about your business and the challenge you are facing."
        className={FIELD_CLASSES}
        inputClassName="min-h-32"
        name="message"
        error={errors.message}
      />
      <ScoreInputChoices errors={errors} />
      <p className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <Button type="submit" variant="accent" size="lg" disabled={submitting}>
        {submitting ? 'Requesting Consultation...' : 'Request Free Consultation'}
      </Button>
      <PrivacyNote className="text-muted-foreground" />
    </form>
  );
}
