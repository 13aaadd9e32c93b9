//! Who is a lady: a name written with a lady's title ("Mlle Carrel", "Doña Inés"), or one that
//! begins with a lady's given name ("Odile", "Perrine Lacour"), as a GM knows them without
//! looking them up. The reader uses it where a lady and a man are read apart: a lady a
//! gentleman takes to his club is his mistress (000, Mistresses), a man is his guest.

use super::words::TITLES_OF_LADIES;
use crate::orders::names::fold;

/// Given names of ladies, folded (no accents, lower case): the French names of the period and
/// of the game's ladies, and the Spanish ones of 003. Names also given to men in the period
/// ("Anne", "Claude", "Camille", "Dominique", "Marie" as a second name) are left out: a name
/// that might be a man's says nothing.
const GIVEN_NAMES: &[&str] = &[
    // French
    "adelaide",
    "adele",
    "adrienne",
    "agathe",
    "agnes",
    "aimee",
    "albertine",
    "alix",
    "amelie",
    "angelique",
    "annette",
    "antoinette",
    "apolline",
    "armande",
    "athenais",
    "aude",
    "augustine",
    "aurore",
    "babette",
    "barbe",
    "beatrice",
    "berenice",
    "bernadette",
    "berthe",
    "blanche",
    "brigitte",
    "catherine",
    "cecile",
    "celeste",
    "celestine",
    "charlotte",
    "christine",
    "claire",
    "clarisse",
    "clemence",
    "clementine",
    "clotilde",
    "colette",
    "constance",
    "coralie",
    "corinne",
    "delphine",
    "denise",
    "diane",
    "dorothee",
    "edmee",
    "eglantine",
    "eleonore",
    "eliane",
    "elisabeth",
    "elise",
    "eloise",
    "emilie",
    "emmanuelle",
    "esther",
    "eugenie",
    "eulalie",
    "fanchon",
    "fanny",
    "faustine",
    "felicite",
    "fleur",
    "florence",
    "francoise",
    "gabrielle",
    "genevieve",
    "georgette",
    "germaine",
    "ghislaine",
    "gilberte",
    "guillemette",
    "helene",
    "heloise",
    "henriette",
    "hermine",
    "honorine",
    "hortense",
    "ida",
    "ines",
    "irene",
    "isabeau",
    "isabelle",
    "jacinthe",
    "jacqueline",
    "jeanne",
    "jeannette",
    "josephine",
    "josette",
    "judith",
    "julie",
    "julienne",
    "juliette",
    "justine",
    "laure",
    "lea",
    "leonie",
    "leontine",
    "lisette",
    "louise",
    "lucie",
    "lucile",
    "lucrece",
    "madeleine",
    "manon",
    "marguerite",
    "margot",
    "marianne",
    "marie",
    "marion",
    "marthe",
    "mathilde",
    "melanie",
    "mireille",
    "monique",
    "nanon",
    "nicole",
    "ninon",
    "noemie",
    "odette",
    "odile",
    "olympe",
    "ondine",
    "ottilie",
    "pauline",
    "perrine",
    "philippine",
    "renee",
    "rosalie",
    "rose",
    "rosine",
    "sabine",
    "sidonie",
    "simone",
    "solange",
    "sophie",
    "suzanne",
    "sylvie",
    "therese",
    "valentine",
    "veronique",
    "victoire",
    "violette",
    "virginie",
    "yolande",
    "ysolde",
    "yvette",
    "zoe",
    // Spanish
    "aldonza",
    "ana",
    "asuncion",
    "beatriz",
    "blanca",
    "candelaria",
    "carmen",
    "catalina",
    "constanza",
    "covadonga",
    "cristina",
    "dolores",
    "elena",
    "elvira",
    "engracia",
    "esperanza",
    "estefania",
    "eugenia",
    "francisca",
    "guiomar",
    "isabel",
    "jimena",
    "josefa",
    "juana",
    "leocadia",
    "leonor",
    "lucia",
    "luisa",
    "macarena",
    "magdalena",
    "margarita",
    "maria",
    "mariana",
    "marina",
    "marisol",
    "matilde",
    "mencia",
    "mercedes",
    "paloma",
    "paulina",
    "pilar",
    "rosario",
    "sancha",
    "teresa",
    "trinidad",
    "urraca",
    "violante",
    "ximena",
];

/// True when `name` (as written, perhaps with a title) names a lady.
pub fn is_lady(name: &str) -> bool {
    let folded = fold(name);
    let mut words = folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !matches!(*w, "the" | "la" | "my" | "mi"));
    match words.next() {
        Some(first) if TITLES_OF_LADIES.contains(&first) || first == "lady" => true,
        Some(first) => GIVEN_NAMES.contains(&first) || feminine_french(first),
        None => false,
    }
}

/// A French given name in a feminine ending, not in the list: "Nicolette", "Ernestine",
/// "Gabrielle", "Denise". (Not the men's names that end so: "Antoine", "Ambroise".)
fn feminine_french(first: &str) -> bool {
    const MEN: &[&str] = &["antoine", "ambroise"];
    first.len() >= 5
        && ["ette", "elle", "ine", "ise"]
            .iter()
            .any(|e| first.ends_with(e))
        && !MEN.contains(&first)
}

#[cfg(test)]
mod tests {
    use super::is_lady;

    #[test]
    fn a_lady_by_her_title_or_her_given_name() {
        for lady in [
            "Mlle Carrel",
            "Madame Héloïse Carnot",
            "Doña Inés",
            "Odile",
            "NOEMIE",
            "Célestine Morvan",
            "Lady Marguerite",
            "Nicolette",
            "Ernestine Vautrin",
        ] {
            assert!(is_lady(lady), "{lady}");
        }
        for man in [
            "Lt. Ravel",
            "Porthos",
            "Anne de Montmorency",
            "Claude Dessaix",
            "the Chevalier de Méré",
            "Don Quim Farré",
            "Antoine Ravel",
            "",
        ] {
            assert!(!is_lady(man), "{man}");
        }
    }
}
