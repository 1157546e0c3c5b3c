import { builder } from '../builder';
import type { ShopProfile } from '../domain/catalogue';
import { toShopProfile } from '../upstream/adapt-shop';

const SocialLinkRef = builder.objectRef<{ name: string; link: string }>('SocialLink').implement({
  fields: (t) => ({
    name: t.exposeString('name', { description: 'facebook, tiktok, youtube, zalo …' }),
    link: t.exposeString('link'),
  }),
});

const StoreInfoRef = builder.objectRef<{ title: string; text: string }>('StoreInfo').implement({
  fields: (t) => ({ title: t.exposeString('title'), text: t.exposeString('text') }),
});

const ShopServiceRef = builder.objectRef<{ title: string; link: string | null }>('ShopService').implement({
  fields: (t) => ({ title: t.exposeString('title'), link: t.exposeString('link', { nullable: true }) }),
});

const CHAT_NAMES = ['zalo', 'messenger', 'facebook'];

const ShopRef = builder.objectRef<ShopProfile>('Shop').implement({
  description: "The shop's public profile. Never carries user records: only the member count.",
  fields: (t) => ({
    socialLinks: t.field({ type: [SocialLinkRef], resolve: (s) => s.socialLinks }),
    hotlines: t.exposeStringList('hotlines', { description: 'Phone numbers for ordering and questions.' }),
    emails: t.exposeStringList('emails'),
    storeInfo: t.field({ type: [StoreInfoRef], resolve: (s) => s.storeInfo }),
    services: t.field({ type: [ShopServiceRef], resolve: (s) => s.services }),
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
