//! Names of clubs and weapons as players write them, and the text folding that makes them match.
//!
//! Players write names in English, French or Spanish, with or without accents, apostrophes,
//! articles or capitals, sometimes abbreviated as the Spanish rules do (003, 3.1: "EO", "CH"...).
//! Everything here compares *folded* text: lowercase, accents stripped, apostrophes dropped, smart
//! quotes and dashes made plain, runs of whitespace made one space (see [`fold`]).
//!
//! Precision before recall: only the names listed in the tables match; a near miss does not, but
//! [`suggest`] finds what it probably meant, for a "did you mean ...?".

use crate::vocab::{Club, Weapon};

/// Every way of writing a club's name, folded (see [`fold`]), without a leading article.
///
/// English names from the Clubs Table (000), French names and abbreviations from 003 (3.1),
/// and the misspelling "Teilles Bleues" that 003 itself uses (3.1.9).
pub const CLUB_NAMES: &[(&str, Club)] = &[
    ("bothwells", Club::Bothwells),
    ("bothwells club", Club::Bothwells),
    // "Both's. Host Maj Thierry Lavergne": a veteran's shorthand.
    ("boths", Club::Bothwells),
    ("lepee dor", Club::Bothwells),
    ("epee dor", Club::Bothwells),
    ("eo", Club::Bothwells),
    ("hunters", Club::Hunters),
    ("hunters club", Club::Hunters),
    // "Hunt's, car, 4x100": a veteran's short name.
    ("hunts", Club::Hunters),
    ("chasseurs", Club::Hunters),
    ("ch", Club::Hunters),
    ("horse guards", Club::HorseGuards),
    ("horse guards club", Club::HorseGuards),
    ("garde montante", Club::HorseGuards),
    ("gm", Club::HorseGuards),
    ("blue gables", Club::BlueGables),
    ("tuiles bleues", Club::BlueGables),
    ("teilles bleues", Club::BlueGables),
    ("tb", Club::BlueGables),
    // What players call them for short: "Gables, drink", "el Crapaud".
    ("gables", Club::BlueGables),
    ("crapaud", Club::FrogAndPeach),
    ("the frog", Club::FrogAndPeach),
    ("red phillip", Club::RedPhillips),
    ("phillips", Club::RedPhillips),
    // The name as it is most often misspelt: "red philips, drink".
    ("red philips", Club::RedPhillips),
    ("red philip", Club::RedPhillips),
    ("red phillips club", Club::RedPhillips),
    ("frog & peach", Club::FrogAndPeach),
    ("frog and peach", Club::FrogAndPeach),
    ("frog &peach", Club::FrogAndPeach),
    ("frog& peach", Club::FrogAndPeach),
    ("frog&peach", Club::FrogAndPeach),
    ("frog n peach", Club::FrogAndPeach),
    ("frog n' peach", Club::FrogAndPeach),
    ("crapaud et lapricot", Club::FrogAndPeach),
    ("ca", Club::FrogAndPeach),
    ("red phillips", Club::RedPhillips),
    ("phillippe le rouge", Club::RedPhillips),
    ("pr", Club::RedPhillips),
    // The English names as veterans shorten them: "HG club - car.", "FP w/ a drink".
    ("hg", Club::HorseGuards),
    ("bg", Club::BlueGables),
    ("fp", Club::FrogAndPeach),
    ("f&p", Club::FrogAndPeach),
    ("f & p", Club::FrogAndPeach),
    ("rp", Club::RedPhillips),
];

/// Every way of writing a weapon's name, folded: English (Duelling Table C) and Spanish.
pub const WEAPON_NAMES: &[(&str, Weapon)] = &[
    ("rapier", Weapon::Rapier),
    ("estoque", Weapon::Rapier),
    ("espada ropera", Weapon::Rapier),
    ("ropera", Weapon::Rapier),
    ("sabre", Weapon::Sabre),
    ("saber", Weapon::Sabre),
    ("sab", Weapon::Sabre),
    // 003's names by its breakage values (8.4.4): Espada 2 is the sabre, Sable 3 the cutlass.
    ("espada", Weapon::Sabre),
    ("sable", Weapon::Cutlass),
    ("cutlass", Weapon::Cutlass),
    ("alfanje", Weapon::Cutlass),
    ("dagger", Weapon::Dagger),
    ("daga", Weapon::Dagger),
    ("foil", Weapon::Foil),
    ("florete", Weapon::Foil),
    ("two-handed sword", Weapon::TwoHandedSword),
    ("two handed sword", Weapon::TwoHandedSword),
    ("twohanded sword", Weapon::TwoHandedSword),
    ("two-handed", Weapon::TwoHandedSword),
    ("two-hander", Weapon::TwoHandedSword),
    ("mandoble", Weapon::TwoHandedSword),
];

/// Articles that may stand before a club's name and are not part of it.
const ARTICLES: &[&str] = &["the ", "les ", "le ", "la ", "el ", "los "];

/// Folds one character for matching, appending what it becomes to `out` (possibly nothing).
///
/// Lowercase; accents stripped; `ª`/`º` become `a`/`o` (Spanish ordinals: `1ª` is `1a`);
/// apostrophes of every kind are dropped (`Hunter’s` = `Hunters`); smart double quotes and
/// guillemets become `"`; dashes become `-`; every kind of space becomes a plain space; the
/// bullet `•` becomes `*`; a circled number `①` or a keycap `1️⃣` becomes `1)`; zero-width
/// characters, emoji selectors and the byte-order mark vanish.
pub fn fold_char(c: char, out: &mut String) {
    if c.is_ascii() {
        if let Some(f) = fold_ascii(c) {
            out.push(f);
        }
        return;
    }
    let plain = match c {
        '\'' | '‘' | '’' | '‛' | '′' | '`' | '´' => return,
        '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{FEFF}' | '\u{00AD}' => return,
        // A keycap "1️⃣" is a digit, an emoji selector and the keycap: a numbered line.
        '\u{FE0E}' | '\u{FE0F}' => return,
        '\u{20E3}' => ')',
        '“' | '”' | '„' | '‟' | '«' | '»' | '″' => '"',
        '‐' | '‑' | '‒' | '–' | '—' | '―' | '−' => '-',
        '•' | '·' | '◦' | '▪' | '‣' => '*',
        // A circled number is a numbered line: "① Théâtre Royal" is "1) Théâtre Royal".
        '\u{2460}'..='\u{2468}' | '\u{2776}'..='\u{277E}' | '\u{2780}'..='\u{2788}' => {
            let first = match c {
                '\u{2460}'..='\u{2468}' => '\u{2460}',
                '\u{2776}'..='\u{277E}' => '\u{2776}',
                _ => '\u{2780}',
            };
            let n = u32::from(c) - u32::from(first) + 1;
            out.push(char::from_digit(n, 10).unwrap_or('0'));
            out.push(')');
            return;
        }
        // An emoji ends what was said before it: "duty 😩 private life".
        '\u{1F300}'..='\u{1FAFF}' | '\u{2600}'..='\u{27BF}' | '\u{1F000}'..='\u{1F2FF}' => '.',
        // A table drawn with box characters is a table drawn with bars.
        '│' | '┃' | '║' | '┆' | '┊' => '|',
        'ª' => 'a',
        'º' | '°' => 'o',
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' => 'a',
        'ç' | 'Ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => 'i',
        'ñ' | 'Ñ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø' => 'o',
        'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => 'u',
        'ý' | 'ÿ' | 'Ý' => 'y',
        'æ' | 'Æ' => {
            out.push_str("ae");
            return;
        }
        'œ' | 'Œ' => {
            out.push_str("oe");
            return;
        }
        c if c.is_whitespace() => ' ',
        c if c.is_control() => ' ',
        c => {
            out.extend(c.to_lowercase());
            return;
        }
    };
    out.push(plain);
}

/// [`fold_char`] of an ASCII character, which folds to at most one character: apostrophes
/// and backquotes vanish, control characters (tab, line breaks...) become a space, letters
/// are lowercased. Most text is ASCII: this is the fast way through it.
#[inline]
pub fn fold_ascii(c: char) -> Option<char> {
    debug_assert!(c.is_ascii());
    match c {
        '\'' | '`' => None,
        c if c.is_ascii_control() => Some(' '),
        c => Some(c.to_ascii_lowercase()),
    }
}

/// Folds a whole text for matching: [`fold_char`] on each character, then whitespace runs
/// collapsed to one space and trimmed.
pub fn fold(text: &str) -> String {
    let mut raw = String::with_capacity(text.len());
    for c in text.chars() {
        fold_char(c, &mut raw);
    }
    raw.split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Folds a name and strips what may surround it: quotes, brackets, a final full stop, a
/// leading article and a leading "club".
fn fold_name(text: &str) -> String {
    let folded = fold(text);
    let mut s = folded
        .trim_matches(|c: char| matches!(c, '"' | '(' | ')' | '.' | ',' | ';' | ':' | ' '))
        .to_string();
    for prefix in ["club ", "el club ", "the club "] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest.trim_start_matches('"').to_string();
        }
    }
    s
}

/// Looks a club up by any of its names (English, French, abbreviation), ignoring case,
/// accents, apostrophes, quotes and a leading article: `club_by_name("les Tuiles Bleues")` is
/// `Some(Club::BlueGables)`. Near misses are `None` (see [`suggest_club`]).
pub fn club_by_name(text: &str) -> Option<Club> {
    let name = fold_name(text);
    lookup(CLUB_NAMES, &name).or_else(|| {
        ARTICLES
            .iter()
            .filter_map(|a| name.strip_prefix(a))
            .find_map(|rest| lookup(CLUB_NAMES, rest))
    })
}

/// Looks a weapon up by its English or Spanish name, ignoring case and accents.
pub fn weapon_by_name(text: &str) -> Option<Weapon> {
    let name = fold_name(text);
    let name = ["the ", "a ", "el ", "la ", "un ", "una "]
        .iter()
        .find_map(|a| name.strip_prefix(a))
        .unwrap_or(&name);
    lookup(WEAPON_NAMES, name)
}

fn lookup<T: Copy>(table: &[(&str, T)], folded: &str) -> Option<T> {
    table.iter().find(|(n, _)| *n == folded).map(|(_, v)| *v)
}

/// The club a near-miss name probably meant (`Hunterz` -> Hunter's), if exactly one is close.
pub fn suggest_club(text: &str) -> Option<Club> {
    let name = fold_name(text);
    let bare = ARTICLES
        .iter()
        .find_map(|a| name.strip_prefix(a))
        .unwrap_or(&name);
    suggest(bare, CLUB_NAMES).or_else(|| suggest(&name, CLUB_NAMES))
}

/// The weapon a near-miss name probably meant (`rapeir` -> rapier), if exactly one is close.
pub fn suggest_weapon(text: &str) -> Option<Weapon> {
    suggest(&fold_name(text), WEAPON_NAMES)
}

/// The value of the table entry nearest to `text` by edit distance (with transpositions), if
/// it is near enough for a typo (1 edit up to 4 letters, 2 up to 8, 3 beyond) and no entry of
/// another value is as near. Entries of three letters or fewer (abbreviations) are not
/// candidates: every short word is near them. `text` is folded first.
pub fn suggest<T: Copy + PartialEq>(text: &str, table: &[(&str, T)]) -> Option<T> {
    let text = fold(text);
    let len = text.chars().count();
    if len < 3 {
        return None;
    }
    let limit = match len {
        0..=4 => 1,
        5..=8 => 2,
        _ => 3,
    };
    let mut best: Option<(usize, T)> = None;
    let mut tie = false;
    for (name, value) in table.iter() {
        let name_len = name.chars().count();
        // The distance is at least the difference in length: no need to compute it then.
        if name_len <= 3 || name_len.abs_diff(len) > limit {
            continue;
        }
        let d = edit_distance(&text, name);
        if d > limit {
            continue;
        }
        match best {
            Some((bd, bv)) if d == bd && bv != *value => tie = true,
            Some((bd, _)) if d >= bd => {}
            _ => {
                best = Some((d, *value));
                tie = false;
            }
        }
    }
    match best {
        Some((d, v)) if d > 0 && !tie => Some(v),
        _ => None,
    }
}

/// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
/// of adjacent characters each cost 1.
pub fn edit_distance(a: &str, b: &str) -> usize {
    if a.is_ascii() && b.is_ascii() {
        return distance(a.as_bytes(), b.as_bytes());
    }
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    distance(&a, &b)
}

/// [`edit_distance`] of two sequences, keeping three rows of the table (the transposition
/// looks two rows back) in one allocation.
fn distance<T: PartialEq>(a: &[T], b: &[T]) -> usize {
    let w = b.len() + 1;
    let mut rows = vec![0usize; 3 * w];
    let (mut before, mut previous, mut current) = (0, w, 2 * w);
    for (j, cell) in rows[previous..previous + w].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows[current] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (rows[previous + j] + 1)
                .min(rows[current + j - 1] + 1)
                .min(rows[previous + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(rows[before + j - 2] + 1);
            }
            rows[current + j] = v;
        }
        (before, previous, current) = (previous, current, before);
    }
    rows[previous + b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clubs_by_every_name() {
        let cases = [
            ("Bothwell's", Club::Bothwells),
            ("L'Epée d'Or", Club::Bothwells),
            ("EO", Club::Bothwells),
            ("Hunter’s", Club::Hunters),
            ("Les Chasseurs", Club::Hunters),
            ("ch", Club::Hunters),
            ("The Horse Guards", Club::HorseGuards),
            ("La Garde Montante", Club::HorseGuards),
            ("GM", Club::HorseGuards),
            ("the Blue Gables", Club::BlueGables),
            ("\"Tuiles Bleues\"", Club::BlueGables),
            ("Teilles Bleues", Club::BlueGables),
            ("TB", Club::BlueGables),
            ("The Frog & Peach", Club::FrogAndPeach),
            ("frog and peach", Club::FrogAndPeach),
            ("Le Crapaud et l'Apricot", Club::FrogAndPeach),
            ("CA", Club::FrogAndPeach),
            ("Red Phillips", Club::RedPhillips),
            ("Phillippe Le Rouge", Club::RedPhillips),
            ("PR", Club::RedPhillips),
            ("club \"Tuiles Bleues\"", Club::BlueGables),
        ];
        for (text, club) in cases {
            assert_eq!(club_by_name(text), Some(club), "{text}");
        }
        assert_eq!(club_by_name("Hunterz"), None);
        assert_eq!(club_by_name("Royal Foot Guards"), None);
    }

    #[test]
    fn weapons_by_every_name() {
        let cases = [
            ("Rapier", Weapon::Rapier),
            ("espada ropera", Weapon::Rapier),
            ("estoque", Weapon::Rapier),
            ("sabre", Weapon::Sabre),
            ("Espada", Weapon::Sabre),
            ("Sable", Weapon::Cutlass),
            ("saber", Weapon::Sabre),
            ("cutlass", Weapon::Cutlass),
            ("alfanje", Weapon::Cutlass),
            ("the dagger", Weapon::Dagger),
            ("daga", Weapon::Dagger),
            ("foil", Weapon::Foil),
            ("florete", Weapon::Foil),
            ("two-handed sword", Weapon::TwoHandedSword),
            ("Two–handed sword", Weapon::TwoHandedSword),
            ("mandoble", Weapon::TwoHandedSword),
        ];
        for (text, weapon) in cases {
            assert_eq!(weapon_by_name(text), Some(weapon), "{text}");
        }
        assert_eq!(weapon_by_name("pistol"), None);
    }

    #[test]
    fn suggestions_for_near_misses() {
        assert_eq!(suggest_club("Hunterz"), Some(Club::Hunters));
        assert_eq!(suggest_club("Bothwels"), Some(Club::Bothwells));
        assert_eq!(suggest_club("the Blue Gabels"), Some(Club::BlueGables));
        assert_eq!(suggest_club("Tuiles Bleus"), Some(Club::BlueGables));
        assert_eq!(
            suggest_club("Hunter's"),
            None,
            "an exact name is not a suggestion"
        );
        assert_eq!(suggest_club("theatre"), None);
        assert_eq!(suggest_weapon("rapeir"), Some(Weapon::Rapier));
        assert_eq!(suggest_weapon("sabr"), Some(Weapon::Sabre));
        assert_eq!(suggest_weapon("pistol"), None);
    }

    #[test]
    fn folding() {
        assert_eq!(fold("  1ª  Semana:\u{a0}Práctico "), "1a semana: practico");
        assert_eq!(fold("Hunter’s “club”"), "hunters \"club\"");
        assert_eq!(fold("\u{feff}Contraseña"), "contrasena");
        assert_eq!(edit_distance("rapeir", "rapier"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("ab", "ba"), 1);
        assert_eq!(
            edit_distance("ca", "abc"),
            3,
            "a transposed pair is not edited again"
        );
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("fálstaff", "falstaff"), 1);
        assert_eq!(edit_distance("estoqeu", "estoque"), 1);
    }
}
