# Everyday and developer notes, longer entries, mixed registers, hand-written
H = "near-miss (hard): "
M = "near-miss (mild, trigger word only): "
ENTRIES = [
dict(t="Shaadi ki taiyaari list:\n- caterer se final menu (paneer tikka, dal makhani, gulab jamun)\n- mehendi Friday shaam 5 baje\n- DJ ko playlist bhejni hai, Bollywood + thoda Punjabi\n- Chacha ji ki train Saturday subah 6:40 pe aayegi, pickup arrange karna", k="personal", n="long everyday Hinglish list"),
dict(t="Lista ng bibilhin para sa Noche Buena: hamon, queso de bola, spaghetti noodles, banana ketchup, hotdog, at yung paborito ni Lola na fruit salad. Budget mga 4k lang sana, sa Puregold na lang para mas mura.", k="personal", n="long Taglish shopping note"),
dict(t="Receta de la abuela (pozole rojo): maíz cacahuazintle, pierna de cerdo, chile guajillo y ancho, ajo, orégano. Sirve con rábano, lechuga, limón y tostadas. Tip: the broth sabe mejor al día siguiente.", k="personal", n="long Spanglish recipe"),
dict(t="Dev note: migration 0042 adds an index on orders(created_at). ye table 40M rows ki hai, toh CONCURRENTLY use karna, warna lock lagega. rollback: DROP INDEX CONCURRENTLY idx_orders_created_at.", k="dev_note", n="long Hinglish dev note"),
dict(t="Notes réunion produit: on garde le pricing actuel jusqu'en septembre, on teste le nouveau onboarding sur 10% des users, et Karim prépare un dashboard Metabase pour suivre le taux d'activation. Prochaine réunion le 12.", k="personal", n="long Franglais meeting note"),
dict(t="Urlaubsplanung Sommer: 2 Wochen Kroatien (Split → Hvar → Dubrovnik), Fähre vorher buchen, Auto bleibt in Split. Katze geht zu Oma. Out-of-Office ab 28.07., Vertretung ist Lena für alles rund ums Reporting.", k="personal", n="long Denglisch holiday note"),
dict(t="Singapore makan list for visiting cousins: chicken rice at Tian Tian (go before 11), laksa at Katong, chilli crab at Jumbo but book first, kaya toast any Ya Kun. Hawker centres bring tissue to chope seat hor.", k="personal", n="long Singlish food note"),
dict(t="aaj ka plan: subah 7 baje walk, 10 se 1 deep work (no Slack), lunch ke baad PR reviews, shaam ko beta ki PTM 5:30 pe", k="personal", n="day plan, Hinglish"),
dict(t="Kaisha no Wi-Fi wa 5GHz no hou ga hayai. kaigishitsu B wa denpa ga yowai node, yuusen LAN wo tsukau", k="environment", n="office environment note, romaji"),
dict(t="Benchmark note: Postgres 16 pe same query 120ms → 35ms after adding covering index. EXPLAIN ANALYZE ka output docs/perf/2024-06.md mein daal diya", k="dev_note", n="perf note"),
dict(t="dua chien ngay mai: 6h sang ra san bay Tan Son Nhat, chuyen bay VN220 luc 8h15, nho mang theo CCCD va sac du phong", k="personal", n="travel note, Vietnamese without diacritics"),
dict(t="Haftalik plan: pazartesi sprint planning, carsamba musteri demosu, cuma retro. Mehmet izinli oldugu icin deploy'lari Ayse yapacak.", k="personal", n="weekly plan, Turkish without diacritics"),
dict(t="Zametka: v ponedel'nik sdat' otchyot po kvartalu, vo vtornik vstrecha s klientom v 15:00, v pyatnitsu korporativ — kupit' podarok Olegu", k="personal", n="weekly note, translit Russian"),
dict(t="mera reading list: 'Designing Data-Intensive Applications' (ch 5 se aage), 'The Pragmatic Programmer', aur Premchand ki 'Godaan' weekend ke liye 📚", k="personal", n="reading list"),
]
