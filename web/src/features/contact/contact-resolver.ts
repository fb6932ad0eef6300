import type { ContactFormValues, ContactSubmission } from '@meridian/shared/contact';
import type { Resolver } from 'react-hook-form';

const loadValidation = () => import('./contact-validation');

/** Starts loading the contact schema (zod) ahead of the first validation, e.g. on focus. */
export function preloadContactValidation(): void {
  void loadValidation();
}

/**
 * `zodResolver(contactSubmissionSchema)`, loaded on first use: the form validates with the very
 * schema the server uses, while zod stays out of the contact page's initial JavaScript.
 */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactSubmission> = async (
  values,
  context,
  options,
) => {
  const { contactZodResolver } = await loadValidation();
  return contactZodResolver(values, context, options);
};
