import type { BiographyView } from '@atalho/sdk/schemas';
import type { BioDraft, DraftImage, DraftLink } from './bio-draft';

const srcOf = (image: DraftImage | null | undefined) =>
  image && !image.deleted && image.src ? image.src : null;
const linkOf = (link: DraftLink | null) => ({
  id: link?.id ?? 0,
  code: link?.code ?? '',
  url: link?.url ?? '',
});

/**
 * What the public page would show for the form as it is now (the visitor's view of a bio): sections and
 * social links not deleted, in the list's order. Items not saved yet have no link: id 0, empty code.
 */
export function toPreviewView(draft: BioDraft): BiographyView {
  return {
    id: draft.id ?? 0,
    name: draft.name,
    description: draft.description,
    cover: srcOf(draft.cover),
    picture: srcOf(draft.picture),
    headerColor: draft.headerColor,
    backgroundColor: draft.backgroundColor,
    titleColor: draft.titleColor,
    descriptionColor: draft.descriptionColor,
    socialIconsColor: draft.socialIconsColor,
    sectionColor: draft.sectionColor,
    sectionTextColor: draft.sectionTextColor,
    layout: Number(draft.layout),
    font: Number(draft.font),
    shape: Number(draft.shape),
    shadow: Number(draft.shadow),
    placementSocialLinksOnTop: draft.placementSocialLinksOnTop,
    biographyHasOnlineAddresses: draft.biographyHasOnlineAddresses
      .filter((section) => !section.deleted)
      .map((section) => ({
        type: section.type,
        title: section.title,
        description: section.description,
        icon: null,
        aspectRatio: section.aspectRatio,
        image: srcOf(section.image),
        onlineAddress: section.onlineAddress?.url ? linkOf(section.onlineAddress) : null,
      })),
    socialLinks: draft.socialLinks
      .filter((social) => !social.deleted)
      .map((social) => ({ title: social.title, onlineAddress: linkOf(social.onlineAddress) })),
  };
}
