/**
 * The demo catalogue, shaped like the real shop's (UPSTREAM.md, "What the real
 * catalogue looks like"). Image fields hold file names under tests/double/images;
 * the double turns them into absolute URLs when it starts.
 */

export interface SeedProduct {
  id: number;
  name: string;
  name2: string;
  price: number | string;
  category: string;
  /** Exactly one of material / marterial is set: some rows use the misspelt key. */
  material?: string;
  marterial?: string;
  sides: string;
  effect: string;
  size: string;
  color: string;
  colorsys: string;
  pritech: string;
  cut: string;
  time: string;
  video: string;
  avt: string | null;
  avtHover: string | null;
  gallery: string[];
  seen: number;
  quantity: number;
  status: string;
  /** Introduction paragraphs; null = the row has no description/option_des/order_notify at all. */
  intro: string[] | null;
  createdAt: string;
  updatedAt: string;
}

type Row = Omit<SeedProduct, 'color' | 'colorsys' | 'pritech' | 'cut' | 'status' | 'avt' | 'avtHover' | 'gallery' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<SeedProduct, 'color' | 'avt' | 'avtHover' | 'gallery' | 'cut'>> & { day: number };

const HOVERS = ['hover-1.svg', 'hover-2.svg', 'hover-3.svg'];

function product(row: Row): SeedProduct {
  const { day, ...rest } = row;
  const createdAt = new Date(Date.UTC(2024, 2, day, 3, 15)).toISOString();
  return {
    color: 'Nhiều màu',
    colorsys: 'CMYK',
    pritech: 'In KTS',
    cut: 'Theo khuôn chuẩn',
    status: 'release',
    avt: `product-${row.id}.svg`,
    avtHover: HOVERS[row.id % HOVERS.length] ?? null,
    gallery: ['gallery-front.svg', 'gallery-back.svg'],
    createdAt,
    updatedAt: new Date(Date.UTC(2024, 8, day, 9, 40)).toISOString(),
    ...rest,
  };
}

export const SEED_PRODUCTS: SeedProduct[] = [
  product({ id: 100000, day: 1, name: 'Card nhựa PVC', name2: 'Thẻ nhựa bo góc, bền đẹp, chống nước', price: 35000, category: 'Card bo góc',
    material: 'Nhựa, Giấy C300', sides: '1 mặt, 2 mặt', effect: 'Bóng, Mờ, Hologram, Kim tuyến', size: '5.4x8.6, 6x9, 8.5x5.5',
    time: '3 - 5 ngày', video: 'https://www.youtube.com/watch?v=Qm7kLp2Xw9A', seen: 1520, quantity: 5000,
    intro: ['Card nhựa PVC bo góc in sắc nét, màu sống động, không sợ nước.', 'Phù hợp làm card idol, thẻ thành viên, thẻ quà tặng.'] }),
  product({ id: 100001, day: 2, name: 'Card giấy C300', name2: 'Card bo góc giấy C300 cán màng', price: 25000, category: 'Card bo góc',
    material: 'Giấy C300', sides: '1 mặt, 2 mặt', effect: 'Bóng, Mờ', size: '6x9, 5.4x8.6, 6x6',
    time: '2 - 3 ngày', video: 'https://youtu.be/Tg7Lp2Qw8Zs', seen: 980, quantity: 10000,
    intro: ['Giấy C300 dày dặn, cán màng bóng hoặc mờ theo yêu cầu.', 'Giá mềm, hợp cho đơn số lượng lớn.'] }),
  product({ id: 100002, day: 3, name: 'Card cứng 4K', name2: 'Card siêu cứng, không cong vênh', price: 30000, category: 'Card bo góc',
    material: 'Giấy cứng 4K', sides: '1 mặt, 2 mặt', effect: 'Bóng,  Mờ, Kim tuyến,', size: '5.4x8.6, 6x9',
    time: '3 days', video: 'image1.jpg', seen: 640, quantity: 3000,
    intro: ['Giấy cứng 4K ép hai lớp, cầm chắc tay.', 'Hiệu ứng kim tuyến lấp lánh dưới ánh đèn.'] }),
  product({ id: 100003, day: 4, name: 'Card Polar', name2: 'Card kiểu ảnh lấy liền, viền trắng', price: 40000, category: 'Card bo góc',
    material: 'Giấy C300', sides: '1 mặt', effect: 'Mờ', size: '8.5x5.5, 6x9',
    time: '3 - 5 ngày', video: 'https://www.youtube.com/watch?v=Zr4Nc8Vb1Dq', seen: 455, quantity: 2000,
    intro: ['Card Polar mô phỏng ảnh chụp lấy liền với viền trắng dày ở dưới.', 'Có thể viết lời nhắn lên phần viền.'] }),
  product({ id: 100004, day: 5, name: 'Card Lenti 3D', name2: 'Card lenticular đổi hình theo góc nhìn', price: 55000, category: 'Card bo góc',
    material: 'Nhựa', sides: '2 mặt (1 mặt 3D, 1 mặt thường)', effect: 'Lật (Flip), 3D nổi', size: '5.4x8.6, 6x9',
    time: '5 - 7 ngày', video: 'https://www.youtube.com/watch?v=Lk9Pq3Rt6Yu&t=12s', seen: 2210, quantity: 1500,
    intro: ['Công nghệ lenticular cho hình lật hoặc nổi 3D khi nghiêng card.', 'Mặt sau in thường, có thể in thông tin hoặc lời nhắn.'] }),
  product({ id: 100005, day: 6, name: 'Post card giấy mỹ thuật', name2: 'Bưu thiếp in trên giấy mỹ thuật', price: 20000, category: 'Post card',
    material: 'Giấy mỹ thuật, Giấy C300', sides: '1 mặt, 2 mặt', effect: 'Mờ', size: '10x15, A6',
    time: '2 - 3 ngày', video: '', seen: 312, quantity: 4000,
    intro: ['Giấy mỹ thuật vân nhẹ, màu in trầm ấm.', 'Hợp làm thiệp cảm ơn, thiệp mời nhỏ.'] }),
  product({ id: 100006, day: 7, name: 'Post card 3D Lenticular', name2: 'Bưu thiếp 3D nổi, đổi hình', price: 65000, category: 'Post card',
    material: 'Nhựa', sides: '1 mặt', effect: 'Lật (Flip), 3D nổi', size: '10x15, A5',
    time: '5 - 7 ngày', video: 'https://youtu.be/Vb5Nm1Kc7Hx', seen: 870, quantity: 800,
    intro: ['Bưu thiếp lenticular tạo chiều sâu 3D ấn tượng.', 'Thích hợp làm quà lưu niệm.'] }),
  product({ id: 100007, day: 8, name: 'Photostrip 4 khung', name2: 'Dải ảnh 4 khung như photobooth', price: 15000, category: 'Photostrip',
    material: 'Giấy C300, Giấy cứng 4K', sides: '1 mặt, 2 mặt', effect: 'Bóng, Mờ', size: '5x15, 6x18',
    time: '2 - 3 ngày', video: 'image2.png', seen: 1333, quantity: 6000,
    intro: ['Dải ảnh 4 khung như chụp photobooth.', 'Gửi 4 ảnh, shop dàn trang miễn phí.'] }),
  product({ id: 100008, day: 9, name: 'Sách ảnh bìa cứng', name2: 'Photobook bìa cứng 20 trang', price: 250000, category: 'Sách ảnh bìa',
    material: 'Giấy C300', sides: '2 mặt', effect: 'Mờ', size: 'A4, A5', cut: 'Đóng gáy keo',
    time: '7 - 10 ngày', video: 'https://www.youtube.com/watch?v=Hs2Df6Gj8Kl', seen: 240, quantity: 300,
    intro: ['Sách ảnh bìa cứng, ruột 20 trang in hai mặt.', 'Lưu giữ kỷ niệm cưới, kỷ yếu, du lịch.'] }),
  product({ id: 100009, day: 10, name: 'Khung ảnh gỗ để bàn', name2: 'Khung gỗ thông kèm ảnh in sẵn', price: 120000, category: 'Khung ảnh',
    material: 'Gỗ, Mica', sides: '1 mặt', effect: 'Bóng', size: '13x18, A4', color: 'Gỗ tự nhiên, Trắng, Đen',
    time: '3 - 5 ngày', video: '', seen: 198, quantity: 500,
    intro: ['Khung gỗ thông tự nhiên, mặt kính mica an toàn.', 'Có chân dựng để bàn hoặc móc treo tường.'] }),
  product({ id: 100010, day: 11, name: 'Lịch để bàn 2025', name2: 'Lịch 13 tờ in ảnh riêng của bạn', price: '45000', category: 'Lịch',
    material: 'Giấy C300', sides: '2 mặt', effect: 'Mờ', size: 'A5, 15x21', cut: 'Đóng lò xo',
    time: '5 - 7 ngày', video: 'https://www.youtube.com/watch?v=Pw3Er5Ty7Ui', seen: 407, quantity: 1000,
    intro: ['Lịch để bàn 13 tờ, mỗi tháng một ảnh của bạn.', 'Đóng lò xo kim loại, đế giấy cứng.'] }),
  product({ id: 100011, day: 12, name: 'Sổ tay bìa in ảnh', name2: 'Sổ A5 bìa in theo thiết kế riêng', price: 60000, category: 'Sổ',
    marterial: 'Giấy C300, Giấy mỹ thuật', sides: '1 mặt', effect: 'Bóng, Mờ', size: 'A5, A6', cut: 'Đóng lò xo',
    time: '3 - 5 ngày', video: 'https://youtu.be/Sd4Fg6Hj8Kz', seen: 276, quantity: 1200,
    intro: ['Sổ tay 100 trang kẻ ngang, bìa in ảnh theo yêu cầu.', 'Quà tặng ý nghĩa cho bạn bè, đồng nghiệp.'] }),
  product({ id: 100012, day: 13, name: 'Sticker bế hình', name2: 'Sticker cắt theo viền hình', price: 10000, category: 'Sticker',
    material: 'Decal giấy, Decal nhựa', sides: '1 mặt', effect: 'non', size: '5x5, 7x7, 10x10', cut: 'Bế theo viền',
    time: '2 - 3 ngày', video: 'image1.jpg', seen: 1890, quantity: 20000,
    intro: ['Sticker bế sát viền hình, bóc dán dễ dàng.', 'Dán laptop, bình nước, sổ tay đều đẹp.'] }),
  product({ id: 100013, day: 14, name: 'Sticker Hologram', name2: 'Sticker ánh bảy màu lấp lánh', price: 18000, category: 'Sticker',
    material: 'Decal nhựa', sides: '1 mặt', effect: 'Hologram, Kim tuyến', size: '5x5, 7x7 ,10x10', cut: 'Bế theo viền',
    time: '3 - 5 ngày', video: 'https://www.youtube.com/watch?v=Mn8Bv6Cx4Za', seen: 1102, quantity: 8000,
    intro: ['Lớp hologram đổi màu theo góc nhìn.', 'Chống nước, không phai màu.'] }),
  product({ id: 100014, day: 15, name: 'Ảnh Mica', name2: 'Ảnh in trên mica trong suốt', price: 150000, category: 'Tranh ảnh',
    material: 'Mica', sides: '1 mặt', effect: 'Bóng', size: '20x30, 30x40, A3',
    time: '5 - 7 ngày', video: 'https://youtu.be/Qa1Ws2Ed3Rf', seen: 365, quantity: 400,
    intro: ['Ảnh in UV trực tiếp trên mica dày 3 mm.', 'Màu trong, sâu, treo tường sang trọng.'] }),
  product({ id: 100015, day: 16, name: 'Tranh Fomex', name2: 'Tranh nhẹ, treo tường không cần khoan', price: 90000, category: 'Tranh ảnh',
    material: 'Fomex', sides: '1 mặt', effect: 'Mờ', size: '30x40, 40x60, A3',
    time: '3 - 5 ngày', video: '', seen: 289, quantity: 600,
    intro: ['Tấm fomex nhẹ, bề mặt phẳng, in sắc nét.', 'Dán băng keo hai mặt là treo được.'] }),
  product({ id: 100016, day: 17, name: 'Poster A3', name2: 'Poster in ảnh chất lượng cao', price: 30000, category: 'Poster',
    material: 'Giấy C300, Giấy couche', sides: '1 mặt', effect: 'Bóng, Mờ', size: 'A3, A4, A5',
    time: '1 - 2 ngày', video: 'https://www.youtube.com/watch?v=Rt5Yu7Io9Pa', seen: 733, quantity: 5000,
    intro: ['Poster in màu trên giấy dày, không lem mực.', 'Trang trí phòng ngủ, quán cà phê, sự kiện.'] }),
  product({ id: 100017, day: 18, name: 'Standee để bàn', name2: 'Standee mica hình nhân vật', price: 85000, category: 'Poster',
    material: 'Mica', sides: '2 mặt', effect: 'Bóng', size: '10cm, 15cm, 20cm', cut: 'Cắt CNC theo viền',
    time: '5 - 7 ngày', video: 'https://youtu.be/Ks3Lm5Nb7Vc', seen: 1544, quantity: 700,
    intro: ['Standee mica cắt theo viền nhân vật, kèm đế cắm.', 'Món quà được các fan yêu thích.'] }),
  product({ id: 100018, day: 19, name: 'Vé sự kiện (Ticket)', name2: 'Vé in số thứ tự, có cuống xé', price: 5000, category: 'Ticket',
    material: 'Giấy C300', sides: '1 mặt, 2 mặt, ', effect: 'Mờ', size: '5x15, 7x20',
    time: '2 - 3 ngày', video: 'image3.jpg', seen: 156, quantity: 10000, intro: null }),
  product({ id: 100019, day: 20, name: 'Banner cuộn', name2: 'Banner cuốn kèm chân đứng', price: 200000, category: 'Banner',
    material: 'Bạt Hiflex, PP', sides: '1 mặt', effect: 'non', size: '60x160, 80x180',
    time: '2 - 3 ngày', video: '', seen: 98, quantity: 200, intro: null }),
  product({ id: 100020, day: 21, name: 'Lịch treo tường', name2: 'Lịch 12 tháng khổ lớn', price: 95000, category: 'Lịch',
    material: 'Giấy couche', sides: '1 mặt', effect: 'Mờ', size: 'A3, 30x45', cut: 'Đóng lò xo',
    time: '5 - 7 ngày', video: 'https://www.youtube.com/watch?v=Yh6Tg4Rf2Ed', seen: 121, quantity: 500, avt: null,
    intro: ['Lịch treo tường 12 tháng, mỗi tháng một ảnh lớn.', 'Đóng lò xo, có móc treo.'] }),
];
