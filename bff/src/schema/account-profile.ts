import { updateProfile, uploadAvatar } from '../accounts/profile-flow';
import { builder } from '../builder';
import { Viewer, type ViewerValue } from './account';
import { InvalidInput, NotSignedIn, Unavailable } from './error';

type ViewerChange = { __typename: 'ProfileUpdated' | 'AvatarUpdated'; viewer: ViewerValue; message: string };

function viewerChangeType(name: ViewerChange['__typename']) {
  return builder.objectRef<ViewerChange>(name).implement({
    isTypeOf: (value) => (value as { __typename?: unknown }).__typename === name,
    fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (v) => v.viewer }), message: t.exposeString('message') }),
  });
}

const ProfileUpdated = viewerChangeType('ProfileUpdated');
const AvatarUpdated = viewerChangeType('AvatarUpdated');

const UpdateProfileResult = builder.unionType('UpdateProfileResult', {
  types: [ProfileUpdated, InvalidInput, NotSignedIn, Unavailable],
});
const UploadAvatarResult = builder.unionType('UploadAvatarResult', { types: [AvatarUpdated, InvalidInput, NotSignedIn] });

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfileResult,
    description: "The signed-in shopper's name and phone (the e-mail cannot change).",
    args: { fullname: t.arg.string({ required: true }), phone: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateProfile(ctx, args),
  }),
  uploadAvatar: t.field({
    type: UploadAvatarResult,
    description: 'A JPEG or PNG of at most 500000 bytes, base64 (a data: URL is accepted), checked by content.',
    args: { imageBase64: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => uploadAvatar(ctx, args.imageBase64),
  }),
}));
