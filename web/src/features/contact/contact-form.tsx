import type { ContactFormValues, ContactSubmission } from '@meridian/shared/contact';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Input, Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { contactResolver, preloadContactValidation } from './contact-resolver';
import { submitContact } from './submit-contact';

const DEFAULTS: ContactFormValues = { name: '', email: '', company: '', phone: '', message: '' };

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error.message}
    </p>
  );
}

/**
 * The consultation form (SPEC.md sections 2, 4, 5, 7 and 8): react-hook-form with the shared
 * contact schema; 'Requesting Consultation...' while sending; on success a toast, the analytics
 * event and a confirmation that replaces the form; on failure a destructive toast and the form
 * stays as it was.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const baseId = useId();
  const ids = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    company: `${baseId}-company`,
    phone: `${baseId}-phone`,
    message: `${baseId}-message`,
  };
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

  const describedBy = (field: keyof typeof ids) => (errors[field] ? `${ids[field]}-error` : undefined);

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadContactValidation}
      noValidate
      aria-label="Consultation request"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.name} required>
            Name
          </Label>
          <Input
            id={ids.name}
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldMessage id={`${ids.name}-error`} error={errors.name} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.email} required>
            Email
          </Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldMessage id={`${ids.email}-error`} error={errors.email} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.company}>Company</Label>
          <Input
            id={ids.company}
            autoComplete="organization"
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy('company')}
            {...register('company')}
          />
          <FieldMessage id={`${ids.company}-error`} error={errors.company} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.phone}>Phone</Label>
          <Input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            {...register('phone')}
          />
          <FieldMessage id={`${ids.phone}-error`} error={errors.phone} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.message} required>
          Message
        </Label>
        <Textarea
          id={ids.message}
          rows={5}
          aria-required="true"
          placeholder="Tell us about your business and the challenge you are facing."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        <FieldMessage id={`${ids.message}-error`} error={errors.message} />
      </div>
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
