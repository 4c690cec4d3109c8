import type { ConfigBody, Feature } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { ConfigImageValue, ConfigRow } from '../../db/schema';
import { hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import { invalidateOwner } from '../../visitor-cache';
import { checkOwnedUpload, type UploadRule } from '../files';
import { type ConfigValues, findConfigOfUser, upsertConfig } from './queries';

type Field = keyof ConfigValues;

/** The feature each field belongs to (spec 001 §2 "Loading-screen configuration page"). */
const featureOf: Record<Field, Feature> = {
  picture: 'loadingScreen',
  siteName: 'loadingScreen',
  loaderTime: 'loadingScreen',
  bannerImage: 'loadingScreen',
  bannerLink: 'loadingScreen',
  googleAnalyticsId: 'loadingScreen',
  domain: 'customDomain',
  subdomain: 'customDomain',
};

const fields = Object.keys(featureOf) as Field[];

type Value = ConfigValues[Field];

function isEmpty(value: Value): boolean {
  if (value === null || value === undefined || value === '') return true;
  return typeof value === 'object' && (value.deleted || value.src === '');
}

function same(a: Value, b: Value): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The loading screen's logo and banner: an image upload of the user's own, or an address they typed. */
const configImage: UploadRule = { accepts: (file) => file.kind === 'image', external: true };

function image(input: ConfigBody['picture']): ConfigImageValue | null | undefined {
  if (input === undefined || input === null) return input;
  return { ...(input.id == null ? {} : { id: input.id }), src: input.src, deleted: input.deleted ?? false };
}

/** The body as column values: on POST every absent field becomes null, on PATCH it is left alone. */
function toValues(body: ConfigBody, replace: boolean): Partial<ConfigValues> {
  const values: Partial<ConfigValues> = {
    picture: image(body.picture),
    siteName: body.siteName,
    loaderTime: body.loaderTime,
    bannerImage: image(body.bannerImage),
    bannerLink: body.bannerLink,
    googleAnalyticsId: body.googleAnalyticsId,
    domain: body.domain,
    subdomain: body.subdomain,
  };
  for (const field of fields) {
    if (values[field] === undefined) {
      if (replace) values[field] = null;
      else delete values[field];
    }
  }
  return values;
}

/**
 * Saves the user's config. Setting or changing a field needs its feature (403 `plan.required`); clearing a
 * field or re-sending the stored value does not, so a downgraded user can still save the rest.
 */
export async function saveConfig(
  db: Db,
  user: AuthenticatedUser,
  body: ConfigBody,
  replace: boolean,
  filesOrigin: string,
): Promise<ConfigRow> {
  const values = toValues(body, replace);
  const current = await findConfigOfUser(db, user.id);
  // An upload named by id must be the user's own (404 otherwise), as in every other body that takes one.
  for (const field of ['picture', 'bannerImage'] as const) {
    const input = body[field];
    if (input?.id != null)
      await checkOwnedUpload(
        db,
        user.id,
        { ...input, deleted: input.deleted ?? false },
        current?.[field] ?? null,
        configImage,
        filesOrigin,
      );
  }
  for (const field of fields) {
    if (!(field in values)) continue;
    const next = values[field] ?? null;
    if (isEmpty(next) || same(next, current?.[field] ?? null)) continue;
    if (!hasFeature(user, featureOf[field])) throw new AppError(403, ['plan.required']);
  }
  const row = await upsertConfig(db, user.id, values);
  invalidateOwner(user.id);
  return row;
}
