/** Every Vietnamese string a shopper reads, in one place so the wording is reviewed together. */

export const commonMessages = {
  brand: 'Tiệm In Thẻ',
  brandTagline: 'In thẻ nhựa, thẻ 3D và sticker theo yêu cầu',
  defaultDescription:
    'Tiệm In Thẻ: in thẻ nhựa PVC, thẻ 3D lenticular, sticker và ấn phẩm theo yêu cầu. Đặt in nhanh, giao hàng toàn quốc.',
  loading: 'Bạn chờ chút nha!',
  loadFailed: 'Không tải được dữ liệu',
  retry: 'Thử lại',
  breadcrumbLabel: 'Đường dẫn',
  home: 'Trang chủ',
  priceOnRequest: 'Liên hệ',
  comingSoon: 'Màn hình này đang được hoàn thiện, bạn quay lại sau nhé!',
  backHome: 'Về trang chủ',
} as const;

export const notFoundMessages = {
  title: 'Không tìm thấy trang',
  description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  body: 'Rất tiếc, trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
} as const;

export const placeholderTitles = {
  login: 'Đăng nhập',
  register: 'Đăng ký',
  account: 'Tài khoản',
  orders: 'Đơn hàng',
  carts: 'Giỏ hàng',
  orderConfirmation: 'Xác nhận đơn hàng',
  accountVerification: 'Xác thực tài khoản',
  forgetPass: 'Quên mật khẩu',
} as const;

export const headerMessages = {
  skipToContent: 'Bỏ qua đến nội dung chính',
  socialLabel: 'Mạng xã hội của shop',
  socialNames: {
    facebook: 'Facebook của shop',
    tiktok: 'TikTok của shop',
    youtube: 'YouTube của shop',
  } as Record<string, string>,
  members: (count: string) => `${count} thành viên`,
  account: 'Tài khoản',
  login: 'Đăng nhập',
  register: 'Đăng ký',
  accountInfo: 'Thông tin tài khoản',
  myOrders: 'Đơn hàng của tôi',
  myCart: 'Giỏ hàng',
  logout: 'Đăng xuất',
  greeting: (name: string) => `Xin chào, ${name}`,
  searchLabel: 'Tìm sản phẩm',
  searchPlaceholder: 'Tìm thẻ, sticker, danh mục…',
  searchButton: 'Tìm',
  searchSuggestions: 'Gợi ý tìm kiếm',
  suggestionProduct: 'Sản phẩm',
  suggestionCategory: 'Danh mục',
  searchNotFound: 'Không tìm thấy sản phẩm!',
  dismiss: 'Đóng',
  mainNav: 'Điều hướng chính',
  openMenu: 'Mở menu',
  closeMenu: 'Đóng menu',
  navHome: 'Trang chủ',
  navBlog: 'Blog',
  navProducts: 'Sản phẩm',
  navHot: 'Sản phẩm hot',
  navOrders: 'Đơn hàng',
  navCart: 'Giỏ hàng',
  otherCategory: 'Khác',
  bannerLabel: 'Thông báo của shop',
  chatOpen: 'Chat với shop',
  chatClose: 'Đóng khung chat',
  chatTitle: 'Cần tư vấn?',
  chatIntro: 'Bạn có thể đặt hàng hoặc hỏi thông tin sản phẩm qua tin nhắn hoặc hai số hotline:',
  chatLink: 'Nhắn tin cho shop',
  hotline: 'Hotline',
} as const;

export const footerMessages = {
  label: 'Chân trang',
  services: 'Dịch vụ',
  defaultServices: ['In thẻ nhựa PVC', 'In thẻ 3D lenticular', 'In sticker, tem nhãn', 'Thiết kế theo yêu cầu'],
  shipping: 'Đơn vị vận chuyển',
  carriers: ['Giao Hàng Nhanh', 'Giao Hàng Tiết Kiệm', 'Viettel Post', 'J&T Express'],
  payment: 'Thanh toán',
  paymentWallet: 'Ví điện tử',
  paymentBank: 'Chuyển khoản',
  storeInfo: 'Thông tin cửa hàng',
  contact: 'Liên hệ',
  email: 'Email',
  hotline: 'Hotline',
  community: 'Cộng đồng',
  termsTitle: 'Điều khoản của shop',
  terms: [
    'Đặt cọc 50% chi phí in và 100% phí thiết kế.',
    'Sai số khi in ±1 mm; bạn chừa lề trên 3 mm.',
    'Hình ảnh 300 dpi, chữ 400 dpi.',
    'Khiếu nại trong vòng 5 ngày kể từ khi nhận hàng.',
  ],
  copyright: (year: number) => `© ${year} Tiệm In Thẻ. Mọi quyền được bảo lưu.`,
} as const;

export const homeMessages = {
  title: 'Trang chủ',
  description:
    'In thẻ nhựa, thẻ 3D lenticular và sticker theo yêu cầu. Xem sản phẩm hot, lọc theo danh mục và đặt in ngay.',
  heading: 'In thẻ & sticker theo yêu cầu',
  sliderLabel: 'Ảnh nổi bật',
  slideAlt: (index: number, name?: string | null) => (name ? name : `Ảnh nổi bật ${index}`),
  slideDot: (index: number) => `Xem ảnh ${index}`,
  previousSlide: 'Ảnh trước',
  nextSlide: 'Ảnh sau',
  trending: 'Top Trending',
  trendingRank: (rank: number) => `Hạng ${rank}`,
  products: 'Sản phẩm',
  categoryFilter: 'Danh mục',
  allCategories: 'Tất cả',
  sortLabel: 'Sắp xếp',
  sorts: {
    NORMAL: 'Mặc định',
    VIEWS_ASC: 'Lượt xem tăng dần',
    VIEWS_DESC: 'Lượt xem giảm dần',
    PRICE_ASC: 'Giá tăng dần',
    PRICE_DESC: 'Giá giảm dần',
  },
  viewCount: (count: string) => `${count} lượt xem`,
  viewDetail: 'Xem chi tiết',
  loadMore: 'Xem thêm',
  noProducts: 'Chưa có sản phẩm nào trong danh mục này.',
  productCount: (count: number) => `${count} sản phẩm`,
} as const;

// --- product page ---
export const productMessages = { } as const;
