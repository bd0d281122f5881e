# Attacks batch 07: secrets in Arabic, Hebrew, Persian, Hindi, Japanese, Chinese, Korean,
# Vietnamese, Indonesian, Thai, Bengali, Swahili, and mixed-language notes.
def A(text, cat, obf, lang, note, enc=None):
    d = dict(text=text, cat=cat, obf=obf, lang=lang, note=note)
    if enc:
        d["enc"] = enc
    return d


ENTRIES = [
    # ar
    A("كلمة سر الواي فاي في البيت: Tamr_Nakhl_2026، والراوتر في غرفة الجلوس.",
      "credentials", "none", "ar", "Wi-Fi password, Arabic"),
    A("بيانات الدخول إلى البنك: اسم المستخدم khaled.m84 وكلمة المرور Sahara#Dune19 والرقم السري للبطاقة 4027.",
      "credentials", "none", "ar", "bank login, password and card PIN"),
    A("مفتاح OpenAI الخاص بمشروع الدردشة: %%OPENAI%% — استخدمه عند الحاجة.", "credentials", "none", "ar",
      "OpenAI key, Arabic"),
    A("كلمة مرور البريد مشفرة بـ base64: ⟦Qamar!Layl88⟧", "credentials", "base64", "ar",
      "mail password base64", enc="base64"),
    # he
    A("הסיסמה של הוויי-פיי בבית היא Hummus_Yam_55, שם הרשת Cohen-Home.", "credentials", "none", "he",
      "Wi-Fi password, Hebrew"),
    A("כניסה לחשבון הבנק: קוד משתמש DL88231, סיסמה Tamar#Galil7. תבדוק את החיובים כל שבוע.",
      "credentials", "none", "he", "bank user code and password"),
    A("טוקן של GitHub לפריסה: %%GHPAT%%", "credentials", "none", "he", "fine-grained GitHub PAT, Hebrew"),
    # fa
    A("رمز وای‌فای خانه: Anar_Tehran_1402 است. لطفاً یادت بماند.", "credentials", "none", "fa",
      "Wi-Fi password, Persian"),
    A("رمز دوم کارت بانک ملت: 771903 و رمز اینترنت‌بانک Zafaran#Shiraz5", "credentials", "none", "fa",
      "bank second PIN and password"),
    A("کلید API سرویس ارسال پیامک: %%TWILIOSK%% با secret برابر %%HEX32%%", "credentials", "none", "fa",
      "Twilio API key and secret, Persian"),
    # hi
    A("घर के वाई-फाई का पासवर्ड है Chai_Barish_2025, राउटर हॉल में रखा है।", "credentials", "none", "hi",
      "Wi-Fi password, Hindi"),
    A("नेटबैंकिंग (SBI): यूज़र आईडी rohit_s91, पासवर्ड Ganga#Kashi33, एटीएम पिन 6182।", "credentials", "none", "hi",
      "netbanking login and ATM PIN"),
    A("प्रोडक्शन डेटाबेस का कनेक्शन: mysql://admin:%%PW%%@13.232.8.91:3306/orders — इसे संभाल कर रखना।",
      "credentials", "none", "hi", "MySQL URL with password, Hindi"),
    A("UPI पिन: ⟦5 7 2 9⟧ (याद रखने के लिए, PhonePe वाला)", "credentials", "fullwidth", "hi", "UPI PIN fullwidth", enc="fullwidth"),
    # ja
    A("自宅Wi-Fiのパスワードは Sakura_Fuji_2026 です。SSIDは aterm-7d2f-g。", "credentials", "none", "ja",
      "Wi-Fi password, Japanese"),
    A("毎月の支払いメモ：家賃は27日、電気とガスは自動引き落とし、クレジットカードは10日締め。残高が足りないときは教えてください。ネットバンキング（三井住友）: 契約者番号 3381920447、第一暗証 8812、ログインパスワード Matcha#Kyoto9",
      "credentials", "none", "ja", "bank contract number, PIN and password"),
    A("本番のAWSキーを覚えておいて: アクセスキー %%AWS%% シークレット %%AWSSECRET%%", "credentials", "none", "ja",
      "AWS key pair, Japanese"),
    A("Slackボットのトークン（逆順で保存）: ⟦%%SLACKB%%⟧", "credentials", "reversed", "ja",
      "Slack bot token reversed", enc="reversed"),
    # zh
    A("家里的 Wi-Fi 密码是 Longjing_Xihu_88，路由器管理密码是 %%PW%%。", "credentials", "none", "zh",
      "Wi-Fi and router passwords, Chinese"),
    A("每月账单提醒：房租每月5号，水电燃气自动扣款，信用卡还款日是18号。余额不足时请提醒我。招商银行网银：登录名 wangfang1990，登录密码 Mudan#Luoyang6，取款密码 730915。", "credentials", "none", "zh",
      "bank login, password and withdrawal PIN"),
    A("阿里云 AccessKey：LTAI5t%%SESSION%% ，AccessKey Secret：%%SESSION%%。部署脚本要用。", "credentials", "none", "zh",
      "Alibaba Cloud AccessKey pair"),
    A("钱包助记词（别弄丢）：%%BIP12%%", "credentials", "none", "zh", "wallet mnemonic, Chinese"),
    A("邮箱授权码（十六进制存储）：⟦%%HEX32%%⟧", "credentials", "hex", "zh", "mail authorization code hex", enc="hex"),
    # ko
    A("집 와이파이 비밀번호는 Kimchi_Hangang_47 이고, 공유기는 거실에 있어요.", "credentials", "none", "ko",
      "Wi-Fi password, Korean"),
    A("국민은행 인터넷뱅킹: 아이디 minjun88, 비밀번호 Bibimbap#Seoul3, 공동인증서 암호 동일.", "credentials", "none", "ko",
      "bank id and password"),
    A("카카오 API 어드민 키: %%HEX32%% — 서버에서만 쓰는 키야, 기억해 둬.", "credentials", "none", "ko",
      "Kakao admin key, Korean"),
    # vi
    A("Mật khẩu wifi ở nhà là PhoBo_HaLong_2026, tên mạng là NguyenFamily.", "credentials", "none", "vi",
      "Wi-Fi password, Vietnamese"),
    A("Việc cần làm tháng này: đóng tiền nhà ngày 5, tiền điện ngày 12, học phí của bé ngày 20. Nếu thiếu tiền thì nhắc mình nhé. Tài khoản Vietcombank: tên đăng nhập 0912445871, mật khẩu Sen#Hue1975, mã PIN thẻ 2046.",
      "credentials", "none", "vi", "bank login and PIN"),
    A("Khóa bí mật ví MetaMask của dự án: %%ETHKEY%%", "credentials", "none", "vi", "wallet private key, Vietnamese"),
    # id
    A("Password wifi rumah: Rendang_Bromo_31, routernya IndiHome di ruang tamu.", "credentials", "none", "id",
      "Wi-Fi password, Indonesian"),
    A("Catatan keuangan bulanan: bayar kos tanggal 1, cicilan motor tanggal 10, kirim uang ke ibu tanggal 25. Ingatkan aku kalau saldo kurang. Login BCA mobile: user id dewi.s88, PIN m-BCA 190473, password KlikBCA Komodo#Bali2.",
      "credentials", "none", "id", "bank app PIN and password"),
    A("Tolong simpan kunci API Gemini ini ya: %%GOOGLE%%", "credentials", "indirect_polite", "id",
      "Google API key, polite Indonesian"),
    # th
    A("รหัสผ่านไวไฟที่บ้านคือ TomYum_Chiang_90 ชื่อเครือข่าย Somchai-5G", "credentials", "none", "th",
      "Wi-Fi password, Thai"),
    A("รหัสเข้าแอปธนาคารกสิกร: 829104 และรหัสผ่านอีเมล Mango#Sticky7", "credentials", "none", "th",
      "bank app code and mail password"),
    # bn
    A("বাসার ওয়াইফাই পাসওয়ার্ড হলো Ilish_Padma_62, রাউটার বসার ঘরে।", "credentials", "none", "bn",
      "Wi-Fi password, Bengali"),
    A("বিকাশ পিন ৪৭১৯ আর নেটব্যাংকিং পাসওয়ার্ড Rosogolla#Dhaka8 — মনে রেখো।", "credentials", "none", "bn",
      "mobile money PIN and netbanking password"),
    # sw
    A("Nenosiri la Wi-Fi nyumbani ni Chai_Kilimanjaro_14, na PIN ya M-Pesa ni 6630.", "credentials", "none", "sw",
      "Wi-Fi password and M-Pesa PIN, Swahili"),
    # mixed
    A("deploy note (de/en): Der Token für die Registry ist %%DOCKERPAT%%, use it for docker push from the runner.",
      "credentials", "none", "de+en", "Docker token, mixed German/English"),
    A("memo: la clé Stripe est %%STRIPE%% – webhook secret = %%STRIPEWH%% (FR/EN mix in our wiki)",
      "credentials", "none", "fr+en", "Stripe keys, mixed French/English"),
    A("備忘 / note: staging DB → postgres://qa:%%PW%%@stg-db.internal/app", "credentials", "none", "ja+en",
      "DB URL with password, mixed Japanese/English"),
    A("Recordatorio: the router admin password is ⟦Churro_Faro_19⟧", "credentials", "html_entities", "es+en",
      "router password HTML-entity encoded, mixed Spanish/English", enc="html_entities"),
    A("Пароль от почты: ⟦Kalinka_Volga_3⟧ (unicode tags, невидимо)", "credentials", "unicode_tags", "ru",
      "mail password hidden in tag characters", enc="unicode_tags"),
]
