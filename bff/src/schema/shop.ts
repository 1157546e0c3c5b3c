import { builder } from '../builder';
import type { ShopProfile } from '../domain/catalogue';
import { toShopProfile } from '../upstream/adapt-shop';

const SocialLinkRef = builder.objectRef<{ name: string; link: string }>('SocialLink').implement({
  description: 'A social-media page of the shop.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'facebook, tiktok, youtube, zalo …' }),
    link: t.exposeString('link', { description: 'Absolute http(s) URL.' }),
  }),
});

const StoreInfoRef = builder.objectRef<{ title: string; text: string }>('StoreInfo').implement({
  description: 'A line of store information (address, opening hours).',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Label.' }),
    text: t.exposeString('text', { description: 'Value.' }),
  }),
});

const ShopServiceRef = builder.objectRef<{ title: string; link: string | null }>('ShopService').implement({
  description: 'A service the shop offers.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'Service name.' }),
    link: t.exposeString('link', { nullable: true, description: 'Where to read more.' }),
  }),
});

const CHAT_NAMES = ['zalo', 'messenger', 'facebook'];

const ShopRef = builder.objectRef<ShopProfile>('Shop').implement({
  description: "The shop's public profile. Never carries user records: only the member count.",
  fields: (t) => ({
    socialLinks: t.field({ type: [SocialLinkRef], description: 'facebook, tiktok, youtube …', resolve: (s) => s.socialLinks }),
    hotlines: t.exposeStringList('hotlines', { description: 'Phone numbers for ordering and questions.' }),
    emails: t.exposeStringList('emails', { description: 'Contact e-mail addresses.' }),
    storeInfo: t.field({ type: [StoreInfoRef], description: 'Address, opening hours …', resolve: (s) => s.storeInfo }),
    services: t.field({ type: [ShopServiceRef], description: 'Service lines for the footer.', resolve: (s) => s.services }),
    memberCount: t.exposeInt('memberCount', { description: 'Registered members.' }),
    chatLink: t.string({
      nullable: true,
      description: "The shop's messaging contact, for the chat widget and payment screenshots.",
      resolve: (s) => {
        for (const name of CHAT_NAMES) {
          const hit = s.socialLinks.find((l) => l.name.toLowerCase() === name);
          if (hit) return hit.link;
        }
        return null;
      },
    }),
  }),
});

builder.queryFields((t) => ({
  shop: t.field({
    type: ShopRef,
    description: 'Social links, hotlines, e-mails, store info, services and member count.',
    resolve: async (_root, _args, ctx) => {
      const [contacts, members] = await Promise.all([
        ctx.services.catalogue.contacts(),
        ctx.services.catalogue.memberCount(),
      ]);
      return toShopProfile(contacts, members);
    },
  }),
}));
