//! The language of the orders, English or Spanish: decided by votes, from the headings and
//! from the words of the orders that were understood.

use super::Sheet;
use crate::vocab::Language;

impl Sheet {
    pub(super) fn vote(&mut self, lang: Option<Language>, weight: u32) {
        match lang {
            Some(Language::English) => self.english += weight,
            Some(Language::Spanish) => self.spanish += weight,
            None => {}
        }
    }

    /// Counts the English and Spanish words of an order that was understood.
    pub(super) fn tally(&mut self, folded: &str) {
        for w in folded
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            self.spanish += u32::from(is_spanish(w));
            self.english += u32::from(is_english(w));
        }
    }
}

/// Words that tell Spanish orders.
fn is_spanish(word: &str) -> bool {
    matches!(
        word,
        "practico"
            | "practicar"
            | "esgrima"
            | "con"
            | "el"
            | "del"
            | "al"
            | "mi"
            | "mis"
            | "y"
            | "la"
            | "voy"
            | "visito"
            | "cortejo"
            | "burdel"
            | "descanso"
            | "obligaciones"
            | "regimentales"
            | "servicio"
            | "regimiento"
            | "gastos"
            | "ostentosos"
            | "bebo"
            | "apunto"
            | "dedico"
            | "todo"
            | "mes"
            | "dama"
            | "arma"
            | "semana"
            | "club"
    )
}

/// Words that tell English orders.
fn is_english(word: &str) -> bool {
    matches!(
        word,
        "practice"
            | "practise"
            | "with"
            | "the"
            | "my"
            | "visit"
            | "go"
            | "to"
            | "and"
            | "court"
            | "rest"
            | "duty"
            | "regimental"
            | "carouse"
            | "join"
            | "month"
            | "week"
            | "bawdyhouse"
            | "mistress"
            | "resign"
            | "conspicuous"
            | "consumption"
            | "club"
    )
}
