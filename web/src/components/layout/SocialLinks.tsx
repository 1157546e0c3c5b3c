import type { ComponentType, SVGProps } from 'react';
import { graphql } from '../../gql';
import type { SocialLinks_ShopFragment } from '../../gql/graphql';
import { FacebookIcon, LinkIcon, TiktokIcon, YoutubeIcon } from '../common/icons';
import { headerMessages } from '../../messages';

export const SocialLinksFragment = graphql(`
  fragment SocialLinks_shop on Shop {
    socialLinks {
      name
      link
    }
  }
`);

const icons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  facebook: FacebookIcon,
  tiktok: TiktokIcon,
  youtube: YoutubeIcon,
};

export function socialLabel(name: string): string {
  return headerMessages.socialNames[name.toLowerCase()] ?? name;
}

export function SocialLinks({ shop, className }: { shop: SocialLinks_ShopFragment | undefined; className?: string }) {
  if (!shop || shop.socialLinks.length === 0) return null;
  return (
    <ul className={className ? `social-links ${className}` : 'social-links'} aria-label={headerMessages.socialLabel}>
      {shop.socialLinks.map(({ name, link }) => {
        const Icon = icons[name.toLowerCase()] ?? LinkIcon;
        return (
          <li key={`${name}-${link}`}>
            <a href={link} target="_blank" rel="noopener noreferrer" aria-label={socialLabel(name)} className="social-links__link">
              <Icon width={18} height={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
