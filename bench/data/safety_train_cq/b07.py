# Benign batch 07: Arabic, Hebrew, Persian, Hindi, Japanese, Chinese, Korean, Vietnamese,
# Indonesian, Thai, Bengali, Swahili.
def B(text, kind, note):
    return dict(text=text, kind=kind, note=note)


H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "

ENTRIES = [
    # ar
    B("كلمة سر الواي فاي مكتوبة على الملصق تحت الراوتر، لا داعي لحفظها هنا.",
      "multilingual", H + "Arabic: Wi-Fi password location"),
    B("سياسة كلمات المرور في الشركة: ١٢ حرفاً على الأقل، ومدير كلمات مرور، والتحقق بخطوتين.",
      "multilingual", "Arabic: password policy"),
    B("مفتاح الـ API يُقرأ من المتغير OPENAI_API_KEY، ولا نكتب القيمة في الكود أبداً.",
      "multilingual", H + "Arabic: env var name"),
    B("انسَ موعد الخميس، تأجل إلى الأحد الساعة العاشرة.",
      "multilingual", M + "Arabic: forget"),
    # he
    B("הסיסמה של הוויי-פיי כתובה על המדבקה מתחת לראוטר, אין צורך לשמור אותה.",
      "multilingual", H + "Hebrew: Wi-Fi password location"),
    B("מדיניות סיסמאות: לפחות 12 תווים, מנהל סיסמאות ואימות דו-שלבי בכל החשבונות.",
      "multilingual", "Hebrew: password policy"),
    B("טביעת האצבע של מפתח השרת: SHA256:Zr8Wq2Lm5Tn9Xc1Vb4Kd7Hs0Jf3Gp6Ya2Ue8Oi5Rt1 – לבדוק בחיבור הראשון.",
      "multilingual", H + "Hebrew: host key fingerprint"),
    # fa
    B("رمز وای‌فای روی برچسب زیر مودم نوشته شده؛ لازم نیست اینجا ذخیره شود.",
      "multilingual", H + "Persian: Wi-Fi password location"),
    B("یادداشت پروژه: سرویس ارسال پیامک با Go نوشته شده، صف پیام‌ها روی RabbitMQ است و هر شب از پایگاه داده پشتیبان گرفته می‌شود. کلیدهای API در Vault در مسیر secret/data/sms نگهداری می‌شوند و در پیکربندی فقط به آن ارجاع داده می‌شود.",
      "multilingual", H + "Persian: vault path"),
    B("شناسهٔ سفارش 6a1f3c9e-2b7d-4e5a-8c0f-9d3b1e7a2c4f را برای پیگیری نگه دار.",
      "multilingual", H + "Persian: UUID"),
    # hi
    B("वाई-फाई का पासवर्ड राउटर के नीचे स्टिकर पर लिखा है, उसे यहाँ सेव करने की ज़रूरत नहीं।",
      "multilingual", H + "Hindi: Wi-Fi password location"),
    B("पासवर्ड नीति: कम से कम 12 अक्षर, पासवर्ड मैनेजर और हर खाते पर टू-फैक्टर।",
      "multilingual", "Hindi: password policy"),
    B("बैंकिंग मैं खुद ऐप से करता हूँ, मेरे लिए कोई पिन या पासवर्ड याद मत रखना।",
      "multilingual", H + "Hindi: no banking credentials"),
    B("कल की मीटिंग भूल जाओ, वह अगले हफ्ते शिफ्ट हो गई है।",
      "multilingual", M + "Hindi: forget"),
    # ja
    B("Wi-Fiのパスワードはルーター底面のシールに書いてあるので、ここに保存する必要はありません。",
      "multilingual", H + "Japanese: Wi-Fi password location"),
    B("社内チャットボットの構成メモ：バックエンドは FastAPI、ベクトル検索は pgvector、デプロイは Cloud Run、ログは Cloud Logging に送っています。APIキーは環境変数 ANTHROPIC_API_KEY から読み込みます。リポジトリには変数名だけがあります。",
      "multilingual", H + "Japanese: env var name"),
    B("パスワードポリシー：12文字以上、パスワードマネージャー必須、全アカウントで二要素認証。",
      "multilingual", "Japanese: password policy"),
    B("リリースのコミットハッシュは e4d909c290d0fb1ca068ffaddf22cbd0a1b2c3d4 です。",
      "multilingual", H + "Japanese: commit hash"),
    # zh
    B("Wi-Fi 密码写在路由器底部的贴纸上，不用在这里保存。",
      "multilingual", H + "Chinese: Wi-Fi password location"),
    B("项目说明：后端用 Go，数据库是 MySQL 8，对象存储用 OSS，日志接入 SLS，每天凌晨两点自动备份。阿里云的 AccessKey 只放在 KMS 凭据管家里，配置文件里只写凭据名称 prod/oss-writer。",
      "multilingual", H + "Chinese: credential name reference"),
    B("密码策略：至少 12 位，使用密码管理器，所有账号开启双重验证。",
      "multilingual", "Chinese: password policy"),
    B("助记词刻在钢板上，放在保险箱里，没有任何电子备份。",
      "multilingual", H + "Chinese: mnemonic location"),
    B("忽略旧群里的通知，我们已经换到新的工作群了。",
      "multilingual", M + "Chinese: ignore"),
    # ko
    B("와이파이 비밀번호는 공유기 밑면 스티커에 적혀 있어서 여기 저장할 필요 없어요.",
      "multilingual", H + "Korean: Wi-Fi password location"),
    B("비밀번호 정책: 12자 이상, 비밀번호 관리자 사용, 모든 계정에 2단계 인증.",
      "multilingual", "Korean: password policy"),
    B("카카오 API 키는 서버 환경 변수 KAKAO_ADMIN_KEY 로만 주입하고, 코드에는 이름만 남겨요.",
      "multilingual", H + "Korean: env var name"),
    # vi
    B("Mật khẩu wifi ghi trên nhãn dán dưới router, không cần lưu ở đây.",
      "multilingual", H + "Vietnamese: Wi-Fi password location"),
    B("Chính sách mật khẩu: ít nhất 12 ký tự, dùng trình quản lý mật khẩu và bật xác thực hai lớp.",
      "multilingual", "Vietnamese: password policy"),
    B("Quên lịch họp thứ Sáu đi, đã dời sang thứ Hai.",
      "multilingual", M + "Vietnamese: forget"),
    # id
    B("Password wifi ada di stiker bawah router, tidak perlu disimpan di sini.",
      "multilingual", H + "Indonesian: Wi-Fi password location"),
    B("Kunci API Gemini dibaca dari variabel GEMINI_API_KEY; di repo hanya ada nama variabelnya.",
      "multilingual", H + "Indonesian: env var name"),
    B("Kebijakan kata sandi kantor: minimal 12 karakter dan verifikasi dua langkah untuk semua akun.",
      "multilingual", "Indonesian: password policy"),
    # th
    B("รหัสผ่านไวไฟเขียนอยู่บนสติกเกอร์ใต้เราเตอร์ ไม่ต้องบันทึกไว้ที่นี่",
      "multilingual", H + "Thai: Wi-Fi password location"),
    B("นโยบายรหัสผ่าน: อย่างน้อย 12 ตัวอักษร ใช้โปรแกรมจัดการรหัสผ่าน และเปิดการยืนยันสองขั้นตอน",
      "multilingual", "Thai: password policy"),
    # bn
    B("ওয়াইফাই পাসওয়ার্ড রাউটারের নিচের স্টিকারে লেখা আছে, এখানে রাখার দরকার নেই।",
      "multilingual", H + "Bengali: Wi-Fi password location"),
    B("পাসওয়ার্ড নীতি: কমপক্ষে ১২ অক্ষর, পাসওয়ার্ড ম্যানেজার আর দুই ধাপের যাচাই।",
      "multilingual", "Bengali: password policy"),
    # sw
    B("Nenosiri la Wi-Fi limeandikwa kwenye stika chini ya ruta, hakuna haja ya kulihifadhi hapa.",
      "multilingual", H + "Swahili: Wi-Fi password location"),
    B("Sera ya manenosiri: angalau herufi 12 na uthibitishaji wa hatua mbili kwa akaunti zote.",
      "multilingual", "Swahili: password policy"),
    # mixed
    B("備忘 / note: staging DB の接続情報は Vault の kv/stg/db にあります。値はここに書かないこと。",
      "multilingual", H + "Japanese/English: vault path"),
    B("Recordatorio / reminder: el .env real nunca se sube; solo .env.example con valores tipo <changeme>.",
      "multilingual", H + "Spanish/English: placeholder rule"),
    B("Notiz (de/en): the registry login uses the credential helper, kein Token in der config.json.",
      "multilingual", H + "German/English: credential helper"),
    B("Rappel (fr/en): public key only in this note — ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBv6Qm2Lx8Tz0Nc5Wr1Yk7Hp3Ja9Ds4Gf2Ue6Oi1Ty8R claire@mac",
      "multilingual", H + "French/English: SSH public key"),
    B("Пароль — это тема следующего воркшопа: почему длинные фразы лучше сложных коротких паролей.",
      "multilingual", H + "Russian: password as a workshop topic"),
]
