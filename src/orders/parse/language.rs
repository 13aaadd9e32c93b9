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
        const ES: &[&str] = &[
            "practico",
            "practicar",
            "esgrima",
            "con",
            "el",
            "del",
            "al",
            "mi",
            "mis",
            "y",
            "la",
            "voy",
            "visito",
            "cortejo",
            "burdel",
            "descanso",
            "obligaciones",
            "regimentales",
            "servicio",
            "regimiento",
            "gastos",
            "ostentosos",
            "bebo",
            "apunto",
            "dedico",
            "todo",
            "mes",
            "dama",
            "arma",
            "semana",
            "club",
        ];
        const EN: &[&str] = &[
            "practice",
            "practise",
            "with",
            "the",
            "my",
            "visit",
            "go",
            "to",
            "and",
            "court",
            "rest",
            "duty",
            "regimental",
            "carouse",
            "join",
            "month",
            "week",
            "bawdyhouse",
            "mistress",
            "resign",
            "conspicuous",
            "consumption",
            "club",
        ];
        for w in folded
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            self.spanish += u32::from(ES.contains(&w));
            self.english += u32::from(EN.contains(&w));
        }
    }
}
