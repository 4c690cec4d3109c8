import * as v from 'valibot';

const email = v.pipe(v.string('required'), v.trim(), v.email('invalid'), v.toLowerCase());
const host = v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(253, 'invalid'));

/** Bodies of the loopback /_admin domain routes (the CLI's `domain …` and `subdomain add`). */
export const DomainAddInput = v.object({ email, host });
export const SubdomainAddInput = v.object({
  email,
  name: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(63, 'invalid')),
});
export const DomainHostInput = v.object({ host });
export const DomainListQuery = v.object({ email: v.optional(email) });
