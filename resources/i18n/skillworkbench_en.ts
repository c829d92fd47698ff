<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n key}</numerusform>
            <numerusform>{%n keys}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::BudgetView</name>
    <message numerus="yes">
        <source>Top %n skill(s) by total cost</source>
        <translation>
            <numerusform>Top %n skill by total cost</numerusform>
            <numerusform>Top %n skills by total cost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CatalogPreview</name>
    <message numerus="yes">
        <source>%1 tokens · %2 characters · %n skill(s) · %3</source>
        <translation>
            <numerusform>%1 tokens · %2 characters · %n skill · %3</numerusform>
            <numerusform>%1 tokens · %2 characters · %n skills · %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::EditorArea</name>
    <message numerus="yes">
        <source>Save the changes to %n file(s)?</source>
        <translation>
            <numerusform>Save the changes to %n file?</numerusform>
            <numerusform>Save the changes to %n files?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::LibraryPanel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation>
            <numerusform>%n shadowed</numerusform>
            <numerusform>%n shadowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::PresentationBar</name>
    <message numerus="yes">
        <source>Finished: %n response(s)</source>
        <translation>
            <numerusform>Finished: %n response</numerusform>
            <numerusform>Finished: %n responses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ProblemsPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::PromptCacheView</name>
    <message numerus="yes">
        <source>%1 · %n cache breakpoint(s): </source>
        <translation>
            <numerusform>%1 · %n cache breakpoint: </numerusform>
            <numerusform>%1 · %n cache breakpoints: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ProviderSettings</name>
    <message numerus="yes">
        <source>&lt;span style=&quot;color:#15803d;&quot;&gt;✔ Connected&lt;/span&gt; (%1): %n model(s) listed</source>
        <translation>
            <numerusform>&lt;span style=&quot;color:#15803d;&quot;&gt;✔ Connected&lt;/span&gt; (%1): %n model listed</numerusform>
            <numerusform>&lt;span style=&quot;color:#15803d;&quot;&gt;✔ Connected&lt;/span&gt; (%1): %n models listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RequestInspector</name>
    <message numerus="yes">
        <source>Status: %1 · %2 · %n attempt(s)</source>
        <translation>
            <numerusform>Status: %1 · %2 · %n attempt</numerusform>
            <numerusform>Status: %1 · %2 · %n attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The exact %n byte(s) sent.</source>
        <translation>
            <numerusform>The exact %n byte sent.</numerusform>
            <numerusform>The exact %n bytes sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This body contains %n secret(s) (an API key, a Bearer token or an sk-… key), shown here as sent. Saved sessions and exports replace them with [REDACTED].</source>
        <translation>
            <numerusform>This body contains %n secret (an API key, a Bearer token or an sk-… key), shown here as sent. Saved sessions and exports replace them with [REDACTED].</numerusform>
            <numerusform>This body contains %n secrets (an API key, a Bearer token or an sk-… key), shown here as sent. Saved sessions and exports replace them with [REDACTED].</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skill loading (%n loaded)</source>
        <translation>
            <numerusform>Skill loading (%n loaded)</numerusform>
            <numerusform>Skill loading (%n loaded)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RequestsModel</name>
    <message numerus="yes">
        <source>%n tool call(s)</source>
        <translation>
            <numerusform>%n tool call</numerusform>
            <numerusform>%n tool calls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RunConsole</name>
    <message numerus="yes">
        <source>… %Ln earlier line(s) not shown: the console keeps the last %1 lines …</source>
        <translation>
            <numerusform>… %Ln earlier line not shown: the console keeps the last %1 lines …</numerusform>
            <numerusform>… %Ln earlier lines not shown: the console keeps the last %1 lines …</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillCommands</name>
    <message numerus="yes">
        <source>Imported %n item(s)</source>
        <translation>
            <numerusform>Imported %n item</numerusform>
            <numerusform>Imported %n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillTreeModel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::StatePanel</name>
    <message numerus="yes">
        <source>%n state key(s)</source>
        <translation>
            <numerusform>%n state key</numerusform>
            <numerusform>%n state keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::StatusFields</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation>
            <numerusform>%n shadowed</numerusform>
            <numerusform>%n shadowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VerdictText</name>
    <message numerus="yes">
        <source>The description is shortened by %n character(s) to fit the listing budget of %1 %2.</source>
        <translation>
            <numerusform>The description is shortened by %n character to fit the listing budget of %1 %2.</numerusform>
            <numerusform>The description is shortened by %n characters to fit the listing budget of %1 %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Description and when_to_use are cut to %1 characters in the listing: %n not shown.</source>
        <translation>
            <numerusform>Description and when_to_use are cut to %1 characters in the listing: %n not shown.</numerusform>
            <numerusform>Description and when_to_use are cut to %1 characters in the listing: %n not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The description is cut to %1 characters: %n not shown.</source>
        <translation>
            <numerusform>The description is cut to %1 characters: %n not shown.</numerusform>
            <numerusform>The description is cut to %1 characters: %n not shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VisibilityPanel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not listed in full by every client</source>
        <translation>
            <numerusform>%n not listed in full by every client</numerusform>
            <numerusform>%n not listed in full by every client</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
</context>
</TS>
