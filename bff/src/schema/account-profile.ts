import { updateProfile, uploadAvatar } from '../accounts/profile-flow';
import { builder } from '../builder';
import { Viewer, type ViewerValue } from './account';
import { InvalidInput, NotSignedIn, Unavailable } from './error';

type ViewerChange = { __typename: 'ProfileUpdated' | 'AvatarUpdated'; viewer: ViewerValue; message: string };

function viewerChangeType(name: ViewerChange['__typename'], description: string) {
  return builder.objectRef<ViewerChange>(name).implement({
    description,
    isTypeOf: (value) => (value as { __typename?: unknown }).__typename === name,
    fields: (t) => ({
      viewer: t.field({ type: Viewer, description: 'The shopper as now saved.', resolve: (v) => v.viewer }),
      message: t.exposeString('message', { description: 'Vietnamese confirmation to show, e.g. "Đã cập nhật thông tin tài khoản.".' }),
    }),
  });
}

const ProfileUpdated = viewerChangeType('ProfileUpdated', 'The name and phone were saved.');
const AvatarUpdated = viewerChangeType('AvatarUpdated', 'The new avatar was saved.');

const UpdateProfileResult = builder.unionType('UpdateProfileResult', {
  description: 'ProfileUpdated, or why not: InvalidInput (fullname, phone), NotSignedIn or Unavailable.',
  types: [ProfileUpdated, InvalidInput, NotSignedIn, Unavailable],
});
const UploadAvatarResult = builder.unionType('UploadAvatarResult', {
  description: 'AvatarUpdated, or why not: InvalidInput (too large, not JPEG/PNG) or NotSignedIn.',
  types: [AvatarUpdated, InvalidInput, NotSignedIn],
});

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfileResult,
    description: "The signed-in shopper's name and phone (the e-mail cannot change).",
    args: {
      fullname: t.arg.string({ required: true, description: 'Full name, e.g. "Nguyễn Văn An".' }),
      phone: t.arg.string({ required: true, description: '10 digits starting with 0.' }),
    },
    resolve: (_root, args, ctx) => updateProfile(ctx, args),
  }),
  uploadAvatar: t.field({
    type: UploadAvatarResult,
    description: 'A JPEG or PNG of at most 500000 bytes, base64 (a data: URL is accepted), checked by content.',
    args: { imageBase64: t.arg.string({ required: true, description: 'The image file as base64, or a data: URL.' }) },
    resolve: (_root, args, ctx) => uploadAvatar(ctx, args.imageBase64),
  }),
}));
