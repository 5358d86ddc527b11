// basics (and meta.vitae) → Vitae personal details. The name is split using meta.vitae when it
// matches, else at the last word; basics.url and profiles become links after the summary;
// postalCode joins the address and region the city; the country code becomes an English name.
import { escapeHtml } from '../resume'
import { countryNameFor } from './countries'
import { joinParts, type ReadContext } from './from-context'
import { object, objects, reportLeftOut, type PlainObject } from './read'
import { buildRichText, linkHtml } from './rich'

export function readContact(ctx: ReadContext): Record<string, string> {
  const { data, log, meta } = ctx
  const basics = object(data, 'basics', '', log)
  const location = object(basics, 'location', 'basics.', log)
  const at = (key: string) => ctx.text(location, key, 'basics.location')
  const name = ctx.text(basics, 'name', 'basics')
  const metaFirst = ctx.text(meta, 'firstName', 'meta.vitae')
  const metaLast = ctx.text(meta, 'lastName', 'meta.vitae')
  const [firstName, lastName] =
    `${metaFirst} ${metaLast}`.trim() === name ? [metaFirst, metaLast] : splitName(name)
  const url = ctx.text(basics, 'url', 'basics')
  const links = [
    url ? linkHtml(url, url) : '',
    ...objects(basics, 'profiles', log).map((profile, i) =>
      profileLink(ctx, profile, `basics.profiles[${i}]`),
    ),
  ].filter((link) => link !== '')
  const countryCode = at('countryCode')
  reportLeftOut(basics, ['image'], 'basics', log)
  return {
    firstName,
    lastName,
    jobTitle: ctx.text(basics, 'label', 'basics'),
    email: ctx.text(basics, 'email', 'basics'),
    phone: ctx.text(basics, 'phone', 'basics'),
    address: joinParts([at('address'), at('postalCode')]),
    city: joinParts([at('city'), at('region')]),
    country:
      ctx.text(meta, 'country', 'meta.vitae') || (countryCode ? countryNameFor(countryCode) : ''),
    birthDate: ctx.text(meta, 'birthDate', 'meta.vitae'),
    description:
      buildRichText([ctx.text(basics, 'summary', 'basics')]) +
      links.map((link) => `<p>${link}</p>`).join(''),
  }
}

function profileLink(ctx: ReadContext, profile: PlainObject, path: string): string {
  const url = ctx.text(profile, 'url', path)
  const network = ctx.text(profile, 'network', path)
  const username = ctx.text(profile, 'username', path)
  const label = network && username ? `${network}: ${username}` : network || username || url
  return url ? linkHtml(label, url) : escapeHtml(label)
}

/** "Ada King Lovelace" → ["Ada King", "Lovelace"]: the last word is the last name. */
export function splitName(name: string): [string, string] {
  const words = name.split(/\s+/).filter((word) => word !== '')
  if (words.length <= 1) return [words[0] ?? '', '']
  return [words.slice(0, -1).join(' '), words.at(-1) ?? '']
}
