/**
 * Demo accounts with invented names, emails and phone numbers. The hashes are
 * the plain-text passwords in DEMO_USERS, made once with `hashPassword`
 * (seed.test.ts checks that they still match).
 */

export interface SeedUser {
  id: number;
  fullname: string;
  email: string;
  phone: string;
  password: string;
  role: 'user' | 'admin';
  avt: string | null;
  createdAt: string;
}

export interface DemoUser {
  id: number;
  email: string;
  password: string;
  fullname: string;
  role: 'user' | 'admin';
}

export const SEED_USERS: SeedUser[] = [
  { id: 1, fullname: 'Quản Trị Viên', email: 'admin@demo.vn', phone: '0900000001', role: 'admin', avt: 'avatar-1.svg', createdAt: '2024-01-05T02:00:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$XrYXZeyxxVjGZt5/k2G3mg==$n5A578g6dwaquPW3m/P89j+xtkhd2XFTDlUrEwKrTHk=' },
  { id: 2, fullname: 'Nguyễn Văn An', email: 'an@demo.vn', phone: '0901234567', role: 'user', avt: 'avatar-2.svg', createdAt: '2024-02-11T07:30:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$eaV0/sVU6MeNA9DfCZUVvw==$uRrHxlSP5oxMxQ9Yc/N2/C87J+XMpSMFvwr0PhDrOQs=' },
  { id: 3, fullname: 'Trần Thị Bình', email: 'binh@demo.vn', phone: '0912345678', role: 'user', avt: 'avatar-3.svg', createdAt: '2024-02-20T10:12:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$qYyAxBPpjk6AhP2ZJKi2Ng==$njX5ZIfowqPapZWTDRwaqB88UWJONCpOxvDPI/sCvyc=' },
  { id: 4, fullname: 'Lê Minh Châu', email: 'chau@demo.vn', phone: '0923456789', role: 'user', avt: 'avatar-4.svg', createdAt: '2024-03-03T04:45:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$nPs+2qcgqQhDsrexzXwVKQ==$35+OFwtmzO6g8c/env20LxW4+ODkIo4rdzjOTVSBlSY=' },
  { id: 5, fullname: 'Phạm Quốc Dũng', email: 'dung@demo.vn', phone: '0934567890', role: 'user', avt: 'avatar-5.svg', createdAt: '2024-03-18T13:05:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$Qx2dnA2w10xCfHGmTpsLfA==$YUh8Lbr8DfOtBY31UgBi/TVVmOegG46WwmQu360MOzg=' },
  { id: 6, fullname: 'Hoàng Thu Hà', email: 'ha@demo.vn', phone: '0945678901', role: 'user', avt: 'avatar-6.svg', createdAt: '2024-04-09T09:20:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$Pzydji8fYjpk/6odvNRt8A==$0pLYjcMW5WVT4e7eX8CSQImgRzzb8E2s8f7irxvTtkU=' },
  { id: 7, fullname: 'Võ Thị Giang', email: 'giang@demo.vn', phone: '0956789012', role: 'user', avt: null, createdAt: '2024-05-01T01:00:00.000Z',
    password: '$scrypt$ln=12,r=8,p=1$GKpzea07TFLQwtDYnmhJzA==$9McwddH9aOWjphqRHrEUYRGYEV/QzacWIDMHj/6DVbM=' },
];

const PASSWORDS: Record<string, string> = {
  'admin@demo.vn': 'QuanTri2024',
  'an@demo.vn': 'MatKhau123',
  'binh@demo.vn': 'BinhMatKhau1',
  'chau@demo.vn': 'ChauDemo2024',
  'dung@demo.vn': 'DungDemo789',
  'ha@demo.vn': 'HaDemo4567',
  'giang@demo.vn': 'GiangDemo321',
};

/** Sign-in details for the README, tests and demos. */
export const DEMO_USERS: DemoUser[] = SEED_USERS.map(({ id, email, fullname, role }) => ({
  id,
  email,
  password: PASSWORDS[email] ?? '',
  fullname,
  role,
}));

/** The deployed backend files every new order under this user, whoever placed it. */
export const FIXED_ORDER_OWNER_ID = 1;
