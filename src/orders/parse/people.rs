//! What the letter as a whole says about the people its orders name: a first name stands for
//! the full name written elsewhere in it, and the lady it calls his mistress, named among his
//! guests at the club, comes as his mistress.

use super::text::Line;
use super::{walk, words};
use crate::orders::{Action, Condition, OrderSheet, Say};

/// The words of a name that say nothing of who she is: titles and particles.
fn is_title_or_particle(word: &str) -> bool {
    words::TITLES_OF_LADIES.contains(&word)
        || words::TITLES_OF_MEN.contains(&word)
        || matches!(
            word,
            "de" | "d" | "du" | "la" | "le" | "del" | "von" | "lady" | "dame"
        )
}

/// The particles of names, folded: "de", "du", "del", "von"...
const PARTICLES: &[&str] = &["de", "du", "des", "del", "la", "le", "d", "von", "van"];

/// A word written with a capital, a particle glued to it or not ("d'Ornac", "l'Exemple").
fn capitalised(w: &str) -> bool {
    ["d'", "d’", "l'", "l’"]
        .iter()
        .find_map(|p| w.strip_prefix(p))
        .unwrap_or(w)
        .starts_with(char::is_uppercase)
}

/// The folded words of `name` that name the person (titles, particles and an article left
/// out: "the Comtesse de Lorgeril" is "Comtesse de Lorgeril").
fn name_words(name: &str) -> Vec<String> {
    crate::orders::names::fold(name)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !is_title_or_particle(w) && !["the", "el"].contains(w))
        .map(str::to_string)
        .collect()
}

/// The title a name is written with ("Mlle", "Madame", "Don"), folded; none for a particle.
fn title_of(name: &str) -> Option<String> {
    // ("the Comtesse de Lorgeril": her title after the article.)
    let first = crate::orders::names::fold(name)
        .split(|c: char| !c.is_alphanumeric())
        .find(|w| !w.is_empty() && !["the", "la", "el"].contains(w))?
        .to_string();
    (is_title_or_particle(&first) && !PARTICLES.contains(&first.as_str())).then_some(first)
}

/// "Court Mme Clémence de Rivarol ... If Clémence said yes": a person named by one of her
/// names, where the letter names her in full elsewhere, is named in full (when only one
/// full name holds that word). Gives the actions (week, action) that name two people of the
/// letter by a name they share, and what to say of each.
pub(super) fn complete_names(
    sheet: &mut OrderSheet,
    kin: &[String],
    named_in_prose: impl FnOnce() -> Vec<String>,
) -> Vec<(usize, usize, Say)> {
    // "I invite my mistress Isabeau de Vernay": her name, what she is to him apart.
    for week in &mut sheet.weeks {
        for a in &mut week.actions {
            walk::names_mut(a, &mut |n: &mut String| {
                const HIS: &[&str] = &[
                    "my mistress ",
                    "my wife ",
                    "my lady ",
                    "mi dama ",
                    "mi esposa ",
                    "mi amante ",
                ];
                if let Some(rest) = HIS.iter().find_map(|p| n.strip_prefix(p))
                    && rest.starts_with(char::is_uppercase)
                {
                    *n = rest.to_string();
                }
            });
        }
    }
    let mut full: Vec<String> = Vec::new();
    for week in &mut sheet.weeks {
        for a in &mut week.actions {
            walk::names_mut(a, &mut |n: &mut String| {
                // ("d'Ornac", "l'Exemple": a particle glued to a capital.)
                let capital = n.split_whitespace().filter(|w| capitalised(w));
                if capital.count() >= 2 && n.split_whitespace().count() <= 6 && !full.contains(n) {
                    full.push(n.clone());
                }
            });
        }
    }
    // "the cousins d'Aubry, Jean-Baptiste and Jules": the family the letter names; and,
    // when an order names someone by one word, the people its prose names in full.
    let mut one_word = false;
    for week in &mut sheet.weeks {
        for a in &mut week.actions {
            walk::names_mut(a, &mut |n: &mut String| {
                // (Or by a title alone: "Court the Comtesse".)
                let words = name_words(n).len();
                one_word |= words == 1 || words == 0 && title_of(n).is_some()
            });
        }
    }
    let prose = if one_word {
        named_in_prose()
    } else {
        Vec::new()
    };
    for n in kin.iter().chain(&prose) {
        if !full.contains(n) {
            full.push(n.clone());
        }
    }
    let mut doubts = Vec::new();
    if full.is_empty() {
        return doubts;
    }
    for (w, week) in sheet.weeks.iter_mut().enumerate() {
        for (k, a) in week.actions.iter_mut().enumerate() {
            walk::names_mut(a, &mut |n: &mut String| {
                // "If the Comtesse has accepted me", after "court the Comtesse d'Ornac": a
                // title alone is the one lady of the letter with that title.
                let bare = n
                    .strip_prefix("the ")
                    .or_else(|| n.strip_prefix("la "))
                    .unwrap_or(n);
                if name_words(bare).is_empty()
                    && let Some(title) = title_of(bare)
                {
                    let holders: Vec<&String> = full
                        .iter()
                        .filter(|f| title_of(f).as_ref() == Some(&title))
                        .collect();
                    // "the Comtesse de Brienne and her friend the Comtesse de Lisle ... Court
                    // the Comtesse": which? The GM asks.
                    if let Some(say) = one_of_them(n, &holders) {
                        doubts.push((w, k, say));
                    }
                    return;
                }
                let [word] = &name_words(n)[..] else { return };
                // ("d'Aubry": a particle glued to its capital; "la señorita de Montglat": the
                // name's own word, after a title in lower case.)
                let written_so = n.split_whitespace().any(|token| {
                    capitalised(token)
                        && crate::orders::names::fold(token)
                            .trim_matches(|c: char| !c.is_alphanumeric())
                            == word.as_str()
                });
                if word.len() < 3 || !written_so {
                    return;
                }
                // ("Madame de Bréval" beside "Mlle Honorine de Bréval" is her mother: a title
                // of her own says another person.)
                let holders: Vec<&String> = full
                    .iter()
                    .filter(|f| *f != n && name_words(f).contains(word))
                    .filter(|f| title_of(n).is_none_or(|t| title_of(f) == Some(t)))
                    .collect();
                // "Lend Armand 100 crowns", with Lt. Armand Séverac and Cornet Armand Bellocq
                // both named: which one? The GM asks.
                if let Some(say) = one_of_them(n, &holders) {
                    doubts.push((w, k, say));
                }
            });
        }
    }
    doubts
}

/// Names `n` by the one of `holders` it stands for (the longest writing of one person), or
/// says which two it could be.
fn one_of_them(n: &mut String, holders: &[&String]) -> Option<Say> {
    if let Some((first, second)) = two_of(holders) {
        return Some(Say::NameOfTwo {
            name: n.clone(),
            first: first.clone(),
            second: second.clone(),
        });
    }
    if let Some(longest) = holders.iter().max_by_key(|h| h.len()) {
        *n = (*longest).clone();
    }
    None
}

/// Two of `holders` that are two people, not two writings of one ("Ninon de Lenclos", "Mlle
/// Ninon de Lenclos").
fn two_of<'h>(holders: &[&'h String]) -> Option<(&'h String, &'h String)> {
    let distinct = |a: &String, b: &String| {
        let (wa, wb) = (name_words(a), name_words(b));
        !wa.iter().all(|w| wb.contains(w)) && !wb.iter().all(|w| wa.contains(w))
    };
    holders.iter().enumerate().find_map(|(i, a)| {
        holders[i + 1..]
            .iter()
            .find(|b| distinct(a, b))
            .map(|b| (*a, *b))
    })
}

/// "El mes pasado Gaspard Ferrand me desplumó ... y Gaspard de Vitry me pagó la cena": the
/// people a line names in full, in its prose (two capitalised words or more, with the
/// particles between them), for a name an order gives shorter ("le presto 50 coronas a
/// Gaspard": which one?).
pub(super) fn named_in_full(original: &str) -> Vec<String> {
    // (Not a word in capitals: "RAPIER", "GM".)
    let capital = |w: &str| capitalised(w) && w.chars().skip(1).any(char::is_lowercase);
    let mut out = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    // Words that open a sentence or an order, not a name: "Court Ninon de Lenclos", "If
    // Gaspard ...", "Week 2".
    let opener = |w: &str| {
        let f = crate::orders::names::fold(w);
        super::action::is_order_word(&f)
            || super::words::opens_with_subject(&f)
            || [
                "the", "el", "la", "los", "las", "les", "my", "mi", "mis", "if", "si", "week",
                "semana", "and", "y", "i", "he", "she", "we", "dear", "hi", "hola", "on", "in",
                "at", "to", "with", "con", "for", "por", "para", "from", "de", "del", "du", "also",
                "then", "after", "before", "when", "cuando", "luego", "despues", "pero", "but",
                "a", "al", "an", "sir", "gm", "ps", "nb", "p", "s", "should", "provided", "unless",
                "once", "as", "or", "so", "now", "next", "this", "that", "last", "our", "his",
                "her", "their", "your", "su", "sus", "un", "una", "en", "es",
            ]
            .contains(&f.as_str())
    };
    let mut flush = |run: &mut Vec<&str>| {
        // (Most runs are one word, "I", "Week": no name, and nothing to look up.)
        if run.iter().filter(|w| capital(w)).count() < 2 {
            run.clear();
            return;
        }
        while run
            .first()
            .is_some_and(|w| opener(w) || PARTICLES.contains(w))
        {
            run.remove(0);
        }
        while run.last().is_some_and(|w| PARTICLES.contains(w)) {
            run.pop();
        }
        if run.iter().filter(|w| capital(w)).count() >= 2 && run.len() <= 5 {
            out.push(run.join(" "));
        }
        run.clear();
    };
    for token in original.split_whitespace() {
        // ("Lt Pontbriand (Card. Gds)": his regiment in brackets is no part of his name.)
        if token.starts_with(['(', '[', '"', '“', '«']) {
            flush(&mut run);
        }
        let word = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’');
        // ("Anatole Rivière's horse": his, not another man.)
        let word = word
            .strip_suffix("'s")
            .or_else(|| word.strip_suffix("’s"))
            .unwrap_or(word);
        let ends = token.ends_with([',', '.', ';', ':', ')', '!', '?']);
        if capital(word) || (!run.is_empty() && PARTICLES.contains(&word)) {
            run.push(word);
        } else {
            flush(&mut run);
        }
        if ends {
            flush(&mut run);
        }
    }
    flush(&mut run);
    out
}

/// "the cousins d'Aubry, Jean-Baptiste and Jules", "the two brothers Montclair, Aymar and
/// Hugues", "los primos Zurita, Jerónimo y Lope": the people of one family a line names, each
/// by his full name (then "challenge d'Aubry" names two of them, and the GM asks which).
pub(super) fn kin_named(original: &str) -> Vec<String> {
    const KIN: &[&str] = &[
        "cousins",
        "brothers",
        "twins",
        "sons",
        "hermanos",
        "primos",
        "gemelos",
        "hijos",
        "sisters",
        "daughters",
        "hermanas",
        "primas",
        "hijas",
    ];
    // "las dos señoritas de Montglat, Claire y Nicole": ladies of one family, each with the
    // title they are named by.
    const TITLED: &[(&str, &str)] = &[
        ("señoritas", "Señorita"),
        ("senoritas", "Señorita"),
        ("demoiselles", "Mlle"),
        ("mesdemoiselles", "Mlle"),
        ("damas", "Doña"),
    ];
    const AND: &[&str] = &["and", "y", "e", "&"];
    let capital = capitalised;
    let tokens: Vec<&str> = original.split_whitespace().collect();
    let bare = |t: &str| {
        t.trim_end_matches([',', '.', ';', ':', ')', '!'])
            .to_string()
    };
    let mut out = Vec::new();
    for k in 0..tokens.len() {
        // (Checked without allocating: every word of every line passes here.)
        let word = tokens[k].trim_end_matches([',', '.', ';', ':', ')', '!']);
        // "me encontré a los dos Clérembault, al capitán ... y al primo", "both Vitrys": two
        // men of one name, neither named in full.
        if ["dos", "two", "both"]
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
            && let Some(next) = tokens.get(k + 1)
            && capital(next)
            && !tokens
                .get(k + 2)
                .is_some_and(|t| KIN.contains(&bare(t).to_lowercase().as_str()))
        {
            let name = bare(next);
            if !name.is_empty() && !KIN.contains(&name.to_lowercase().as_str()) {
                out.push(format!("{name} (1)"));
                out.push(format!("{name} (2)"));
            }
            continue;
        }
        let title = TITLED
            .iter()
            .find(|(w, _)| word.eq_ignore_ascii_case(w))
            .map(|(_, t)| *t);
        if title.is_none() && !KIN.iter().any(|w| word.eq_ignore_ascii_case(w)) {
            continue;
        }
        // The family's name, up to its comma.
        let mut surname = Vec::new();
        let mut j = k + 1;
        while j < tokens.len() && surname.len() < 3 {
            let t = tokens[j];
            let word = bare(t);
            if !(capital(&word) || PARTICLES.contains(&word.as_str())) {
                break;
            }
            surname.push(word);
            j += 1;
            if t.ends_with([',', ':']) {
                break;
            }
        }
        // "Both Quesnel cousins, Armand and Bastien": the family's name before the word.
        if tokens[k].ends_with([',', ':'])
            && let Some(before) = k.checked_sub(1).map(|b| bare(tokens[b]))
            && capital(&before)
            && !["Both", "The", "Los", "Las", "My", "Mis", "Two", "Dos"].contains(&before.as_str())
        {
            surname = vec![before];
            j = k + 1;
        } else if !tokens
            .get(j.wrapping_sub(1))
            .is_some_and(|t| t.ends_with([',', ':']))
            || !surname.iter().any(|w| capital(w))
        {
            continue;
        }
        // Their first names, joined by commas and "and".
        let mut first = Vec::new();
        while j < tokens.len() {
            let word = bare(tokens[j]);
            if AND.contains(&word.to_lowercase().as_str()) {
                j += 1;
                continue;
            }
            // "Aldonce y su prima Mahaut", "Claire and her sister Nicole": who she is to the
            // one before, then her name.
            const RELATION: &[&str] = &[
                "su", "her", "his", "prima", "primo", "hermana", "cousin", "sister",
            ];
            if RELATION.contains(&word.to_lowercase().as_str()) {
                j += 1;
                continue;
            }
            if !capital(&word) {
                break;
            }
            first.push(word);
            let ended = tokens[j].ends_with(['.', ';', ':', ')']);
            j += 1;
            if ended || (tokens[j - 1].ends_with(',') && first.len() >= 2) {
                break;
            }
        }
        if first.len() >= 2 {
            let surname = surname.join(" ");
            out.extend(first.iter().map(|f| match title {
                Some(t) => format!("{t} {f} {surname}"),
                None => format!("{f} {surname}"),
            }));
        }
    }
    out
}

/// "Week 2: Hunter's with Léonie", in a letter that says Léonie is his mistress ("Mistress:
/// Léonie Vasseur", "my mistress Léonie", the GM's quoted "You courted Mlle Léonie Vasseur.
/// Success! She is now your mistress.", "Dama: Doña Beatriz"): she is not a guest but his
/// mistress at the club (000, Mistresses).
pub(super) fn mistress_among_guests<'l, 's: 'l>(
    sheet: &mut OrderSheet,
    lines: impl Iterator<Item = &'l Line<'s>>,
) {
    let mistresses: Vec<Vec<String>> = lines.flat_map(mistress_named).collect();
    let mut invited = Vec::new();
    for a in sheet.weeks.iter().flat_map(|w| &w.actions) {
        invitations(a, &mut invited);
    }
    let company = Company {
        mistresses: &mistresses,
        invited: &invited,
    };
    for week in &mut sheet.weeks {
        for a in &mut week.actions {
            bring_her(a, &company);
        }
    }
}

/// What the letter says of the ladies he may take to his club: those it calls his mistress,
/// and those it invites (who come as his guests, not as his mistress).
struct Company<'a> {
    mistresses: &'a [Vec<String>],
    invited: &'a [Vec<String>],
}

/// The names of the ladies `action` invites, or whose acceptance it waits on, or whom it
/// courts or follows ("cortejo a Ysabeau de Carcasses" in week 4: in week 3 she is his
/// guest, not his mistress).
fn invitations(action: &Action, out: &mut Vec<Vec<String>>) {
    match action {
        Action::Invite { whom, .. } => out.push(all_words(whom)),
        Action::Court { lady, .. } | Action::FollowLady { lady } => out.push(all_words(lady)),
        Action::If {
            condition,
            then,
            otherwise,
        } => {
            if let Condition::Accepts { whom } = condition {
                out.push(all_words(whom));
            }
            then.iter()
                .chain(otherwise)
                .for_each(|a| invitations(a, out));
        }
        _ => {}
    }
}

/// Every folded word of `name`, its titles too: "la Condesa de Lemos", invited, is "la
/// Condesa" at the club.
fn all_words(name: &str) -> Vec<String> {
    crate::orders::names::fold(name)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// True when `guest` is one of `names`, by the words that name her (or, when she is named by
/// her title alone, by those).
fn is_among(names: &[Vec<String>], guest: &str) -> bool {
    let mut words = name_words(guest);
    if words.is_empty() {
        words = all_words(guest);
    }
    !words.is_empty() && names.iter().any(|m| words.iter().all(|w| m.contains(w)))
}

/// `action` with every club visit's guest who is one of the letter's mistresses brought as
/// his mistress; so too a lady who is his only company at the club ("Hunter's with Odile,
/// drinks for both of us", "I take Mlle Carrel to Hunter's"), unless the letter invites her
/// (then she comes as his guest). In a conditional on winning a lady ("if I won Juliette,
/// take her to the Frog"), she is his mistress in the branch where he won her.
fn bring_her(action: &mut Action, company: &Company) {
    match action {
        Action::VisitClub {
            guests,
            with_mistress,
            host,
            ..
        } => {
            let is_her = |guest: &String| is_among(company.mistresses, guest);
            if guests.iter().any(is_her) {
                guests.retain(|g| !is_her(g));
                *with_mistress = true;
            } else if let [lady] = &guests[..]
                && host.is_none()
                && !*with_mistress
                && super::ladies::is_lady(lady)
                && !is_among(company.invited, lady)
            {
                guests.clear();
                *with_mistress = true;
            }
        }
        Action::If {
            condition,
            then,
            otherwise,
        } => {
            let mut won = company.mistresses.to_vec();
            if let Condition::CourtingSucceeded { lady } = condition {
                won.push(name_words(lady));
            }
            let in_then = Company {
                mistresses: &won,
                ..*company
            };
            then.iter_mut().for_each(|a| bring_her(a, &in_then));
            otherwise.iter_mut().for_each(|a| bring_her(a, company));
        }
        _ => {}
    }
}

/// The names (as their folded words) a line calls his mistress: the name after the word
/// ("my mistress Léonie", "Mistress: Léonie Vasseur", "Dama: Doña Beatriz"), or, in a line
/// that says she is now his mistress, the name after a lady's title ("You courted Mlle Laure
/// de Chastel ... She is now your mistress", "cortejaste a Doña Elvira ... Ya es tu dama").
pub(super) fn mistress_named(line: &Line) -> Vec<Vec<String>> {
    // (Most lines name no mistress: nothing is folded word by word for them.)
    if !words::MISTRESS_NOUNS
        .iter()
        .any(|w| super::lex::holds(&line.folded, w))
    {
        return Vec::new();
    }
    let tokens: Vec<&str> = line.original.split_whitespace().collect();
    let fold = |t: &str| crate::orders::names::fold(t.trim_matches(|c: char| !c.is_alphanumeric()));
    let folded: Vec<String> = tokens.iter().map(|t| fold(t)).collect();
    // (Not "mujer", any woman: "la mujer del Capitán".)
    let marker = |w: &str| words::MISTRESS_NOUNS.contains(&w) && !["novia", "mujer"].contains(&w);
    let Some(m) = folded.iter().position(|w| marker(w)) else {
        return Vec::new();
    };
    // "dama" alone is any lady in 003's Spanish ("cortejo a la dama X"): only his own
    // ("mi dama", "tu dama") or a label ("Dama: X") says mistress.
    if folded[m] == "dama"
        && !(m == 0 && tokens[m].ends_with(':'))
        && !(m > 0 && matches!(folded[m - 1].as_str(), "mi" | "tu" | "su" | "vuestra"))
    {
        return Vec::new();
    }
    let mut names = Vec::new();
    let mut take_from = |start: usize| {
        let mut words = Vec::new();
        for (t, f) in tokens.iter().zip(&folded).skip(start) {
            let capital = t.starts_with(char::is_uppercase);
            if is_title_or_particle(f) && (capital || !words.is_empty()) {
                continue;
            }
            if !capital || f.is_empty() {
                break;
            }
            words.push(f.clone());
            if t.ends_with([',', '.', ';', ':', '!', '?', ')']) {
                break;
            }
        }
        if !words.is_empty() && !names.contains(&words) {
            names.push(words);
        }
    };
    take_from(m + 1);
    for (k, f) in folded.iter().enumerate() {
        if words::TITLES_OF_LADIES.contains(&f.as_str())
            && tokens[k].starts_with(char::is_uppercase)
        {
            take_from(k);
        }
    }
    names
}

/// "④ Visit Isabeau", in a letter that calls Isabeau de Vernay his mistress: a visit to
/// one of `mistresses` named by her own names only (no club, no title), the visit to his
/// mistress.
pub(super) fn visits_his_mistress(text: &str, mistresses: &[Vec<String>]) -> bool {
    after_words_names_her(text, &["visit ", "see ", "visito a ", "veo a "], mistresses)
}

/// "with Clémence", "con Inés": his mistress, named so earlier in the letter, with him.
pub(super) fn with_his_mistress(text: &str, mistresses: &[Vec<String>]) -> bool {
    after_words_names_her(text, &["with ", "con "], mistresses)
}

fn after_words_names_her(text: &str, words: &[&str], mistresses: &[Vec<String>]) -> bool {
    let folded = crate::orders::names::fold(text);
    // ("After I visit Jeanne": the words that lead into it.)
    let mut t = folded.as_str();
    while let Ok((r, _)) = super::lex::one_of(words::FILLERS)(t) {
        if r.len() == t.len() {
            break;
        }
        t = super::lex::sp(r);
    }
    let Some(rest) = words.iter().find_map(|v| t.strip_prefix(v)) else {
        return false;
    };
    let named = name_words(rest);
    !named.is_empty()
        && named.len() <= 3
        && mistresses
            .iter()
            .any(|m| named.iter().all(|w| m.contains(w)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(text: &str) -> Vec<Vec<String>> {
        mistress_named(&Line::new(1, text))
    }

    #[test]
    fn the_mistress_is_known_from_the_letter() {
        assert_eq!(
            named("Mistress: Léonie Vasseur (SL 8)."),
            [["leonie", "vasseur"]]
        );
        assert_eq!(named("with my mistress Léonie, of course"), [["leonie"]]);
        assert_eq!(
            named(
                "> Week 3: You courted Mlle Laure de Chastel with two gifts. She is now your mistress."
            ),
            [["laure", "chastel"]]
        );
        assert_eq!(named("Dama: Doña Beatriz Lanuza"), [["beatriz", "lanuza"]]);
        assert_eq!(
            named("> cortejaste a Doña Elvira de Mendaña con éxito. Ya es tu dama."),
            [["elvira", "mendana"]]
        );
        // Any lady, not his: nothing.
        assert!(named("Cortejo a la dama Doña Inés").is_empty());
        assert!(named("Week 2: Hunter's with Léonie").is_empty());
    }

    /// The GM's quoted results say who she is; the orders above them take her along.
    #[test]
    fn the_quoted_results_name_his_mistress() {
        let orders = "Week 2: Hunter's with Léonie and Capt. Roux, drinks for all of us.";
        let quoted = "Week 3: You courted Mlle Léonie Vasseur. Success! She is now your mistress.";
        let visit = |sheet: crate::orders::OrderSheet| sheet.weeks[1].actions[0].clone();
        let Action::VisitClub {
            guests,
            with_mistress,
            ..
        } = visit(super::super::parse_orders_in(orders, quoted))
        else {
            panic!("no club visit");
        };
        assert!(with_mistress);
        assert_eq!(guests, ["Capt. Roux"]);
        let Action::VisitClub {
            guests,
            with_mistress,
            ..
        } = visit(super::super::parse_orders(orders))
        else {
            panic!("no club visit");
        };
        assert!(!with_mistress);
        assert_eq!(guests, ["Léonie", "Capt. Roux"]);
    }

    /// A lady alone with him at his club is his mistress; one he invited is his guest.
    #[test]
    fn a_lady_alone_at_his_club_is_his_mistress() {
        let visit = |text: &str, week: usize| {
            let sheet = super::super::parse_orders(text);
            let a = sheet.weeks[week - 1].actions.last().cloned();
            match a {
                Some(Action::VisitClub {
                    guests,
                    with_mistress,
                    ..
                }) => (guests, with_mistress),
                Some(Action::If { then, .. }) => match &then[..] {
                    [
                        Action::VisitClub {
                            guests,
                            with_mistress,
                            ..
                        },
                    ] => (guests.clone(), *with_mistress),
                    other => panic!("{other:?}"),
                },
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(
            visit("Week 2: Hunter's with Odile, drinks for both of us.", 2),
            (vec![], true)
        );
        assert_eq!(
            visit(
                "Wk. 4: I take Mlle Carrel to Hunter's, we drink together.",
                4
            ),
            (vec![], true)
        );
        assert_eq!(
            visit("Week 2: Hunter's with Lt. Boyer, drinks for both of us.", 2),
            (vec!["Lt. Boyer".to_string()], false)
        );
        let invited = "Week 3: Invite Mlle Honorine Chastel to Hunter's for the fourth week.\n\
                       Week 4: If Honorine accepts, I take her to Hunter's as my guest and we drink.";
        let (guests, mistress) = visit(invited, 4);
        assert!(!mistress && guests.len() == 1, "{guests:?}");
    }
}
