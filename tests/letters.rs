//! Letters written as players write them (`tests/letters/`: 1079 order emails by writers who
//! never read the parser, each with the reading a GM gives it, in the schema of the orders
//! corpus), scored by the corpus's own scorer (`tests/letters/score.py`, a copy of
//! `shared/orders-corpus/score.py`) through `engarde check --json`.
//!
//! A ratchet: the reader may only get better. Raise the floors when it does; never lower them
//! to let a change through. Invented orders and must-flag weeks missed (silent errors) and
//! orders lost without an error are what a GM cannot see, so those have hard ceilings.

use std::path::Path;
use std::process::Command;

/// The floors, as measured when the letters were added (a01-b50, then c01-c30, whose two
/// silent errors are checks the reader does not make yet: a commission that cannot be bought
/// on joining, and a branch "I'll find something useful to do"), then d01-d30, written as a
/// held-out set (99 of 157 orders read before the reader was changed for any of them), then
/// e01-e30, another held-out set (92 of 149 before any change for them; its three silent
/// errors are checks the review does not make yet: a club outside the member's brigade, an
/// invitation to a week already past, a Casino visit without a bet), then f01-f24, a third
/// held-out set (85 of 124 before any change for them; its two silent errors: a
/// Lieutenant-Colonel's commission bought on joining, and a letter cut off at "court Mlle"),
/// then g01-g24, a fourth (77 of 122 read before any change for them; its two silent errors:
/// a Majority bought over a Captaincy skipped, and "court Marie" with two Maries named), then
/// h01-h24, a fifth (70 of 123 before any change for them, 17 of its 19 clean letters sent
/// to the GM; its five silent errors are all checks of the character's state the review
/// cannot make from the letter alone: a club left last month, a purse smaller than the
/// stakes, gifts to a wealthy lady, the Casino below its social level, a Constitution too
/// low for the Mountain Chasseurs), then i01-i24, a sixth, mostly ordinary letters (93 of
/// 127 before any change for them, 14 of its 19 clean letters sent to the GM; after: 107
/// and 6; its three silent errors are checks of state the letter implies but the review
/// does not make: volunteering after the campaign's first week, a Private at an officers'
/// club, an application below the regiment's social level), then j01-j24, a seventh (81 of
/// 134 read and 18 of 19 clean letters sent to the GM by the reader as it stood at the
/// session's start, 85 and 17 by the reader tuned on i01-i24; after changes for them, 106 and
/// 6), then k01-k20, an eighth, the honest measure of all of that (77 of 104 and 8 of 16 by the
/// session's first reader, 75 and 9 by the reader tuned on i and j: those changes did not
/// carry to letters not yet seen; after changes for k, 90 and 8; its silent error: a
/// captaincy bought below the rank's social level), then l01-l24 (114 of 139 and 16 of 19
/// clean letters sent to the GM by the session's first reader; after changes for them, 122
/// and 12) and m01-m24, held out until the end of that session (108 of 136 and 13 of 19
/// before and after the l-round: its changes did not raise m's recall; duel orders read whole
/// 15 → 17, surrender 22 → 23; after a look at m's own failures, 112 and 12), then n01-n24
/// (107 of 136 and 14 of 19 clean letters sent to the GM by the session's first reader; after
/// changes for them, 133 and 3) and o01-o24, held out until the end of the n-round (106 of
/// 131 and 14 of 19 before it, 108 and 14 after it; after changes for o, 120 and 5; its two
/// silent errors: a man laid up by a grave wound who orders fencing and drinking, which the
/// review says only when the game knows he is), then q01-q24, the messiest yet (months told
/// in one paragraph, halves of the month, prose duels; 75 of 140 and 19 of 19 clean letters
/// sent to the GM by the session's first reader; after changes for them, 90 and 17) and
/// p01-p24, held out until the q-round was done (90 of 140 and 18 of 19 before it, 97 and 17
/// after it; after changes for p, 113 and 14; its silent errors: two men of one name, a
/// volunteer who comes back to Paris in the campaign's month, and a courtship and the club
/// in the same week, which the GM is asked about but on a line score.py cannot place), then
/// r01-r24, an ordinary mailbag from the Americas and Africa (112 of 133 and 9 of 19 clean
/// letters sent to the GM by the session's first reader; after changes for them, 127 and 1;
/// its silent errors: a host whose name fits two brothers, and a volunteer too late for the
/// spring campaign, which need the game's records), and s01-s24, from Europe, Asia and
/// Oceania, held out until the r-round was done (123 of 143 and 12 of 19 clean letters sent
/// to the GM before it, 126 and 10 after it; after changes for s, 138 and 4), then t01-t24,
/// a July mailbag from South Asia, the Middle East, the Caucasus, Central Asia and the
/// Caribbean, Spain's interior and Central America (110 of 131 and 11 of 19 clean letters
/// sent to the GM by the session's first reader; after changes for them, 127 of 130 and 1;
/// its silent errors: a lady's week at the club read as his guest's, which the game's
/// records would tell, and "ni muerto me rindo" against "me rindo a la mitad"), and u01-u24,
/// an August mailbag (the British Isles, North America, Oceania, South Africa, PBeM veterans
/// and newcomers; Spain, Latin America, emigrants), held out until the t-round was done (111
/// of 143 and 12 of 19 before it, none of its six unclean letters flagged; 113 and 12 after
/// it; after changes for u, 133 and 4, three of the six flagged; its silent errors need the
/// game: a regiment on campaign whose man orders Paris weeks, a surrender point against the
/// endurance he signs), then v01-v24, a September mailbag (West and East Africa, Southeast
/// Asia and the Pacific, Orkney and Wales; Galicia to Costa Rica), and w01-w24, an October
/// one (Northern and Central Europe, South Asia, the US South, the prairies; La Rioja to
/// Puerto Rico), both written before the session's reader saw them: v 108 of 128 and 11 of
/// 19 clean letters sent to the GM at first read, 124 and 3 after changes for it; w, held out
/// until the v-round was done, 111 and 7 at first read, 112 and 7 after the v-round, 127 and
/// 1 after changes for it (their silent errors need the game: a loan past the moneylenders'
/// limit for his level, a club rejoined too soon), then x01-x24, a November mailbag (East
/// Asia, the Mediterranean, the North Atlantic, Hawaii, Alaska, Quebec; Cantabria to
/// Chiloé) held out through both rounds: 111 of 138 and 14 of 19 clean letters sent to the
/// GM by the session's first reader, 113 and 13 after the v- and w-rounds, 121 and 8 after
/// changes for it, its five unclean letters all flagged; then y01-y24, a December mailbag
/// (Scandinavia, the Baltic, inland Canada, the Caribbean, the Midlands, Malaysia, the Karoo;
/// Galicia to Puerto Rico: 102 of 131 and 14 of 19 clean letters sent to the GM by the
/// session's first reader, 129 and 0 after changes for it), and z01-z24, a January one
/// (Ireland, Scotland, Wales, Newfoundland, the Midwest, Kenya, Sri Lanka, Tasmania,
/// non-native English from Germany, Poland, Turkey and Portugal; Asturias to Uruguay), held
/// out until the y-round was done: 108 and 12 at first read, 113 and 10 after the y-round,
/// 130 and 0 after changes for it; then aa01-aa24 (February: the Highlands, Cornwall, the
/// Appalachians, Ghana, Nepal, Fiji; Cuenca to Peru) and ab01-ab24 (March: Shetland, the
/// Dales, Vermont, Uganda, Bangladesh, Queensland; Jaén to the Chaco), both held out through
/// the y- and z-rounds, the honest measure of them: aa 93 of 117 and 12 of 19 clean letters
/// sent to the GM at first read, 94 and 12 after both rounds; ab 107 of 132 and 11, then 108
/// and 11. After a short round of their own (week labels "W/1", "1/", "t/m", "n.º",
/// "Week 1 (wiki ya kwanza):"): aa 105 and 9, ab 111 and 11. Then ac01-ac24 (April: Orkney,
/// Maine, the Hill Country, Sri Lanka, the Solomons, Tasmania, non-native English from
/// Portuguese, Romanian, Korean and Turkish; Zamora to Chiloé): 103 of 127 and 11 of 19 clean
/// letters sent to the GM at first read; 123 and 3 after a round that reads week labels by
/// their run ("Wik namba 1:", "Săpt. 1 –", "1주차 (week 1):"). Its two silent errors are
/// unclean letters whose doubt needs the game's records. Then ad01-ad24 (May: the Hebrides,
/// the fens, Sark, Oklahoma, Botswana, Punjab, Vanuatu; Segovia to Salto), held out through
/// the ac-round: 103 of 126 and 13 of 19 clean letters sent to the GM at first read, 108 and
/// 11 after the ac-round, 119 and 2 after its own (labels with a word after the number, asides
/// in brackets, "should she accept", guests asked along, news after the orders). Then
/// ae01-ae24 (June: Fair Isle, Kerry, Arizona, Rwanda, Bhutan, Samoa; Burgos to Camagüey) and
/// af01-af24 (July: Skye, the Broads, Delaware, Namibia, Tonga, Gippsland; León to Salta),
/// both held out through the ac- and ad-rounds: ae 108 of 123 and 8 of 19 clean letters sent
/// to the GM at first read, 109 and 6 after both; af 108 of 118 and 10, then 108 and 10; 109
/// and 9 after a short round of news and weeks spoken for. Then ag01-ag24 (August: Orkney,
/// the Lizard, Montana, Ghana, Sri Lanka, Fiji, non-native English from Polish, Portuguese,
/// Vietnamese and Hausa; Soria to Uruguay): 101 of 134 and 15 of 19 clean letters sent to the
/// GM at first read, 114 and 7 after its round; and ah01-ah24 (September: Lewis, the Dales,
/// Pembrokeshire, Idaho, Zambia, Samoa; Zamora to Paraguay), held out through the ag-round:
/// 113 of 130 and 9 at first read, 114 and 8 after the ag-round, 123 and 3 after its own. Their
/// silent errors are unclean letters whose doubt needs the game's records (a loan over the
/// moneylender's limit, two ladies of one name, a box for eight). Then ai01-ai24 (October:
/// Yell, the Cotswolds, Wyoming, Malawi, Kerala, Vanuatu; Palencia to Chiloé) and aj01-aj24
/// (November: Man, the Fens, the Ozarks, Sudan, Punjab, the Solomons; Segovia to Mendoza),
/// held out through the whole session: ai 106 of 127 and 13 of 19 clean letters sent to the
/// GM at first read, 107 and 13 at its end; aj 105 of 123 and 13, then 105 and 13. Then
/// ak01-ak24 (December: Orkney, Penzance, Taos, Eunice, Kumasi, Kokopo; Aranda to Valparaíso)
/// and al01-al24 (January: Shetland to Broome; Soria to Medellín), written as the session
/// began: ak 100 of 122 and 12 of 19 clean letters sent to the GM at first read, 114 and 7
/// after its round; al, held out through it, 112 of 134 and 12, then 116 and 9. Then
/// am01-am24 (February: Lewis, Dartmoor, Maine, Malawi, Pokhara, Fiji; Calamocha to Colonia
/// Tovar): 107 of 120 and 9 of 19 clean letters sent to the GM at first read, 117 and 0 after
/// its round; and an01-an24 (March: Man, Aldeburgh, Castleton, Luderitz, Rawalpindi, Darwin;
/// Fuentesaúco to La Pintada), held out through it: 119 of 134 and 10 before and after it,
/// 126 and 8 after a round of its own. Eight of an's Spanish cases expect the character's
/// regimental weapon for a duel whose letter names none (the GM's records, not the letter).
/// Then ao01-ao24 (April: Scilly, Oakham, Ludlow, Labrador, Lesotho, Bhutan, Malta; Girona
/// to Magallanes): 112 of 123 and 8 of 19 clean letters sent to the GM at first read, 118 and
/// 5 after its round; and ap01-ap24 (May: Lerwick, Guernsey, Nevada, Mauritius, Palau, the
/// Cook Islands; Nayarit to Cusco), held out through it: 111 of 126 and 8 before and after
/// it, 118 and 7 after a round of its own. ao24 reads a proposal as a visit and the proposal
/// (the shared corpus's case 51, as the proposal alone: the reader keeps that).
/// Then aq01-aq24 (June: Wakefield, Wareham, Kurseong, Fushimi, Murano, Kalymnos, Gore;
/// Teror to Cotacachi): 98 of 114 and 10 of 19 clean letters sent to the GM at first read,
/// 114 and 0 after its round; and ar01-ar24 (July: Ilulissat, Bermuda, the Falklands, Bled,
/// St Helena, Zanzibar; Cabras to Camarones), held out through it: 97 of 115 and 9 before and
/// after it, 114 and 1 after a round of its own. Then as01-as24 (August: Argyll, Guyana,
/// Kautokeino, Darjeeling, Sabah, Bluff, Kilkenny, Berat, Bukhara; Azpeitia to Guijuelo),
/// held out through both rounds: 114 of 126 and 7 before them, 115 and 8 after (one letter
/// lost to "regt" read as "regiment", mended), 125 and 2 after a round of its own. ae18's
/// doubt (an infantryman joining the Horse Guards club) needs the game's records; the letter
/// was flagged only while "me borro de" was not understood. Then at01-at24 (September:
/// Lofoten, Clifden, Alice Springs, the Zillertal, Yellowknife, Roskilde, Funchal, Kanazawa,
/// Longyearbyen; Paraná to Pasto), held out through all three rounds: 94 of 124 and 12 of 19
/// clean letters sent to the GM before them, 97 and 12 after; 107 and 8 after a short round
/// of its own (stakes "on each of three throws", "quit at 20", a label's "◆", ...); 116 and 3
/// after the rounds below. Then au01-au24 (October: Blackpool, Lisdoonvarna, Mysuru, Bacolod,
/// Braemar, Bayan-Ölgii, Jeonju, Pezinok; Vilafranca to Real del Monte): 108 of 120 and 8 of
/// 19 clean letters sent to the GM at first read, 118 and 0 after its round; aw01-aw24
/// (December: Mauchline, Oudtshoorn, Detva, Al Ain, Kuopio, Fez, Sukhothai, Wolverhampton,
/// Bardstown; Jijona to Puerto Natales), written while au was worked on: 95 of 126 and 12 at
/// first read, 117 and 3 after its round; and av01-av24 (November: pumpkins, a shikara, a
/// musher, a pan tuner, vanilla, Lebkuchen; Lima to Popayán), held out through both rounds:
/// 108 of 122 and 7 before them, 108 and 7 after (the rounds moved it not at all), 116 and 5
/// after a round of its own. au08 (a club rejoined within three months of resigning) needs
/// the game's records. Then ax01-ax24 (January 1630: Saskatoon, Stonehaven, Lübeck, Scapoli,
/// Jukkasjärvi, Ahmedabad, Cape Town, Hobart, Fairbanks; Sort to Huixcolotla), written after
/// all those rounds and read by no one first: 105 of 129 and 14 of 19 clean letters sent to
/// the GM, 1 silent; 112 and 9, 0 silent, after a short round of its own. Then ay01-ay24
/// (February 1630: Park City, Melbourne, Harbin, Binche, Kalibo, Gondar, Ivrea, Reykjavík;
/// Valls to Sierra Nevada) and az01-az24 (March: Fremantle, Basel, Mathura, Naivasha,
/// Houston, Adelaide, Blenheim, Tórshavn; Valls to Gardi Sugdub), written as the next session
/// began and read by no one first: ay 104 of 130 and 8 of 19 clean letters sent to the GM, 8
/// orders dropped without an error; az 100 of 122 and 13, 1 silent; az after ay's round 101
/// and 13 (again no transfer). Then ba01-ba24 (April: Brecon, Reggio Emilia, Shiraz, Dahab,
/// Armagh, Ojiya, Opole, Te Puke; Villeta to Aimogasta) and bb01-bb24 (May: Asheville,
/// Ouagadougou, Luang Prabang, Shillong, Moab, Tadoussac, Leh, Lafayette; Tandil to
/// Ribadesella), written while ay and az were worked on and first read after their rounds:
/// ba 110 of 125 and 10 clean letters sent to the GM, 1 silent; bb 96 of 111 and 11.
/// (h15's doubt, three extra gifts for a lady the letter itself calls rich, was flagged only
/// by "to tilt the odds in my favour" taken for a favour spent; that manner of speaking is
/// read past now, and the doubt needs the rule on rich ladies' gifts: 77 and 205. A lady named
/// by a title two ladies of the letter bear is asked about since bc's round: 75 and 207.)
/// Then bc01-bc24 (June 1630: Ullapool, Hays, Lamu, Napier, Piran, Hội An, Tamale,
/// Aberystwyth; Jaca to San Agustín) and bd01-bd24 (July: Llangollen, Cheyenne, Kayseri,
/// Ballarat, Oamaru, Jaffna, Cachoeira, Ottawa; Calvillo to Monteverde), written as the next session began and read by
/// no one first: bc 100 of 108 and 10 of 19 clean letters sent to the GM, 2 silent; bd 96 of
/// 110 and 9, 1 silent; after their round, bc 103 and 8, bd 102 and 5. With them: 7411
/// expected orders, 6918 read, 77 silent, 215 of 292 flagged, 287 of 1125 clean letters sent
/// to the GM. Then be01-be24 (August: Stavanger, Kecskemét, Falls Creek, Hirosaki,
/// Jingdezhen, Mechelen, Dhaka, Gouda; Barbate to Tupiza), written while bc and bd were
/// worked on and first read at the round's end: 93 of 110 and 10 of 19 clean letters sent to
/// the GM, 0 silent, 5 of 5 flagged (92 and 10 before the round: no transfer again). With
/// them: 7521 expected, 7021 read, 77 silent, 220 of 297 flagged, 292 of 1144 clean letters
/// to the GM. Then bf01-bf24 (September: Whitby, Savannah, Boise, Tartu, Lviv, Iloilo,
/// Duluth, Gaspé; Mondoñedo to Comitán), written as the next session began and first read
/// by its starting binary: 103 of 117 and 7 of 19 clean letters sent to the GM, 1 silent
/// (bf23: 800 crowns called "100 per level, which is 7"); after its round 116 and 0. With
/// them: 7638 expected, 7152 read, 78 silent, 224 of 302 flagged, 285 of 1163 clean letters
/// to the GM. After that round's kinds (light verbs, a lady's company for a week, gifts and
/// quarter refused by their parts, drinking after an article, "as his guest" told of him):
/// 7189 read, 269 clean letters to the GM. Then bg01-bg24 (October: Franz Josef, La
/// Chaux-de-Fonds, Parkes, Duisburg, Bozeman, Tartu, Duluth, Invercargill; Manacor to Baní),
/// written as that session began and held out through its round: 107 of 121 and 11 of 19
/// clean letters sent to the GM at its start, 109 and 11 at its end (no transfer again); a
/// surrender asked as "terms" or "mercy" read after. With them: 7759 expected, 7298 read,
/// 80 silent, 227 of 307 flagged, 278 of 1182 clean letters to the GM. The next session's
/// kinds (below, by the false alarms) brought the same letters to 7325 read, 79 silent, 228
/// flagged, 241 to the GM. Then bh01-bh24 (November: Fargo, Kaunas, St. John's, Kochi, Santa
/// Fe, Moncton, Ljubljana, Aarhus; Ferrol to Chetumal), bi01-bi24 (December: Carrara,
/// Haarlem, Lipica, Wisconsin Rapids, Kaunas, Windhoek, Kobe; Écija to Cumaná) and bj01-bj24
/// (January 1631), written as that session began. bh was first read by its starting binary,
/// 102 of 114 and 9 of 19 clean letters to the GM, then worked on: 111 and 2. bi was held
/// out through most of the round (99 of 116 and 10 at the start, 101 and 8 before it was
/// read), then worked on: 109 and 3. bj was held out to the end: 99 of 113 and 8 of 19 at
/// the start, 100 and 8 at the end (no transfer again). With them: 8102 expected, 7645 read,
/// 81 silent, 241 of 322 flagged, 254 of 1239 clean letters to the GM. Then bj's first
/// kinds (a courtship won names a lady, not "my duel"; surrender points said "con 18 o
/// menos" and "si me dejan en 20"; "±" and "bordeel"): 7650 read, 80 silent, 242 flagged,
/// 252 to the GM.
const RECALL_AT_LEAST: f64 = 0.943;
/// (A second surrender point that is not the first, asked about: 80 to 79, 227 to 228.)
const SILENT_AT_MOST: u32 = 80;
const FLAGGED_AT_LEAST: u32 = 242;
/// Clean letters sent to the GM anyway (of 1239 clean ones). (A favour spent or the
/// moneylender paid in words read past is an error since ay's round, not a warning: orders
/// that were dropped in silence reach the GM, at the cost of a few clean letters whose favour
/// or moneylender prose goes to him too. A favour given to the request before it, read by
/// what it holds since bc's round: 292 to 286. A letter from the front, its weeks his news:
/// 280. The club's name as a phone types it ("red phillps") and a favour said before its
/// verb: 274. A second condition in words no condition is known by, the other answer of
/// the one before: 288 of 1144 with be's letters. A short remark of his life after the duel
/// orders whose number counts things ("sorry 4 typos"), and the year after its month read as
/// no sum ("para octubre de 1630"): 278 to 269. A lady or his mistress alone as a week's
/// order ("Wk3// Sidonie", "a ver a mi dama"): 266. A surrender sentence that names his
/// endurance, read as one wherever it stands: 265. A campaign stance said by what it does
/// to the roll to die, its name unsaid or its number after a comma: 261. His record said as
/// a reason ("I have END 118, EXP 10"), and a demand for repayment known by its parts: 255.
/// "Same" a ditto only where a week's words open: 254. "No surrender – Marines don't", and
/// "which I borrowed in February" said of a debt: 252. Stakes told in groups, tallied
/// (`slots/tally.rs`): 249. Kinds from bh's letters (worked on after its first measure):
/// 247; his record in one reader, a piece of its sentence too ("EXP 10 and"): 246. A join
/// with no club named joins the week's venue ("Grand Casino: join as a member"): 244. A
/// join in the future, a candidacy, a week's duty said of the week: 242. A short remark of
/// his life after the orders, its numbers counts of things no order counts: 241. With bh, bi
/// and bj: 254 of 1239; bj's first kinds: 252; numbered questions under the questions a letter
/// announces, read past: 251; "Y nada" said beside the orders: 250.)
const FALSE_ALARMS_AT_MOST: u32 = 250;

#[test]
fn letters_as_players_write_them_are_read_as_a_gm_reads_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/letters");
    let out = match Command::new("python3")
        .arg(dir.join("score.py"))
        .arg(env!("CARGO_BIN_EXE_engarde"))
        .arg("--dir")
        .arg(&dir)
        .output()
    {
        Ok(out) => out,
        Err(e) if std::env::var("CI").as_deref() != Ok("true") => {
            eprintln!("skipped: python3 cannot be run ({e})");
            return;
        }
        Err(e) => panic!("python3 is needed to score the letters: {e}"),
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "score.py failed: {stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let last = stdout.lines().last().unwrap_or_default();
    let field = |name: &str| -> (u32, u32) {
        let value = last
            .split_whitespace()
            .find_map(|kv| kv.strip_prefix(&format!("{name}=")))
            .unwrap_or_else(|| panic!("no {name} in {last:?}"));
        let mut parts = value
            .split('/')
            .map(|n| n.parse::<u32>().expect("a number"));
        let a = parts.next().unwrap_or(0);
        (a, parts.next().unwrap_or(0))
    };
    let (hit, expected) = field("recall");
    let (silent, _) = field("silent_errors");
    let (flagged, _) = field("flagged");
    let (false_alarms, _) = field("false_alarms");
    assert!(
        expected >= 8100,
        "the letters hold {expected} expected orders, fewer than written"
    );
    let recall = f64::from(hit) / f64::from(expected);
    assert!(
        recall >= RECALL_AT_LEAST,
        "recall {hit}/{expected} fell below {RECALL_AT_LEAST}: {last}"
    );
    assert!(silent <= SILENT_AT_MOST, "silent errors rose: {last}");
    assert!(
        flagged >= FLAGGED_AT_LEAST,
        "fewer must-flag weeks flagged: {last}"
    );
    assert!(
        false_alarms <= FALSE_ALARMS_AT_MOST,
        "more clean letters sent to the GM: {last}"
    );
}
