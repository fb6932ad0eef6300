import { zodResolver } from '@hookform/resolvers/zod';
import { contactSubmissionSchema } from '@meridian/shared/contact';

/** react-hook-form resolver of the shared contact schema (SPEC.md section 5 messages). */
export const contactZodResolver = zodResolver(contactSubmissionSchema);
