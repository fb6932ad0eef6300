import type { ContactFormValues, ContactSubmission } from '@meridian/shared/contact';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/form/form-field';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { contactResolver, preloadContactValidation } from './contact-resolver';
import { submitContact } from './submit-contact';

const DEFAULTS: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '' };

/** Wrapper classes of the form's fields. */
const FIELD_CLASSES = 'grid gap-2';

/** The single-line fields, in form order (the message follows them). */
const INPUTS = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The consultation form (SPEC.md sections 2, 4, 5, 7 and 8): react-hook-form with the shared
 * contact schema; 'Requesting Consultation...' while sending; on success a toast, the analytics
 * event and a confirmation that replaces the form; on failure a destructive toast and the form
 * stays as it was.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactSubmission>({ resolver: contactResolver, defaultValues: DEFAULTS });

  const onSubmit = async (values: ContactSubmission) => {
    try {
      await submitContact(values);
      trackEvent('contact_form_submit', { category: 'lead_generation', label: 'contact_page' });
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for your interest. We'll get back to you within 24 hours.",
        variant: 'success',
      });
      reset(DEFAULTS);
      setSent(true);
    } catch {
      toast({
        title: 'Error sending message',
        description: 'Please try again or contact us directly via email.',
        variant: 'destructive',
      });
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
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
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadContactValidation}
      noValidate
      aria-label="Consultation request"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map(({ name, ...input }) => (
          <TextField
            key={name}
            {...input}
            className={FIELD_CLASSES}
            registration={register(name)}
            error={errors[name]?.message}
          />
        ))}
      </div>
      <TextAreaField
        label="Message"
        required
        rows={5}
        placeholder="Tell us about your business and the challenge you are facing."
        className={FIELD_CLASSES}
        inputClassName="min-h-32"
        registration={register('message')}
        error={errors.message?.message}
      />
      <p className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <Button type="submit" variant="accent" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Requesting Consultation...' : 'Request Free Consultation'}
      </Button>
    </form>
  );
}
