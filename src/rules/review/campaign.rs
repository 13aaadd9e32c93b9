//! Orders for the weeks after he volunteers (000, Volunteers): from the week he volunteers in
//! to the season's end he is on campaign, and the month refuses what a later week orders
//! ("semana cuatro: ya de vuelta en París, visito a mi dama", after volunteering in week 1).
//! The month's own rule is `army::skip_week`: a man on campaign plays no week in Paris.

use super::errors_in_weeks;
use crate::orders::say::Say;
use crate::orders::{Action, Diagnostic, OrderSheet};

/// An error at each order (but rest) of a week after the first week that volunteers.
pub fn orders_after_volunteering(sheet: &OrderSheet, text: &str) -> Vec<Diagnostic> {
    let Some(first) = sheet.weeks.iter().position(|w| {
        w.actions
            .iter()
            .any(|a| matches!(a, Action::Volunteer { .. }))
    }) else {
        return Vec::new();
    };
    let week = u8::try_from(first + 1).unwrap_or(4);
    // (A rest, "nothing for those weeks", orders nothing he would miss.)
    errors_in_weeks(sheet, text, |w, a| {
        (w > week && *a != Action::Rest).then_some(Say::OnCampaignFrom { week })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::orders::parse_orders;

    /// Volunteering in week 1, "ya de vuelta en París" in week 4 is asked about; a week left
    /// to the campaign ("en campaña", "nothing for those") is not, nor a letter that does
    /// not volunteer.
    #[test]
    fn an_order_after_volunteering_is_asked_about() {
        let text = "semana uno: me presento voluntario a un regimiento fronterizo\n\
                    semana dos: en campaña\n\
                    semana tres: descanso\n\
                    semana cuatro: ya de vuelta en París, visito a mi dama\n";
        let sheet = parse_orders(text);
        let said = orders_after_volunteering(&sheet, text);
        assert_eq!(said.len(), 1, "{said:?}");
        assert_eq!(
            (said[0].line, said[0].say.clone()),
            (4, Some(Say::OnCampaignFrom { week: 1 }))
        );
        let text = "Week 1: visit my mistress\nWeek 4: visit my mistress\n";
        assert!(orders_after_volunteering(&parse_orders(text), text).is_empty());
    }
}
