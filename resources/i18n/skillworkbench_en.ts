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
    <message numerus="yes">
        <source>Every client (%n)</source>
        <translation>
            <numerusform>Every client (%n)</numerusform>
            <numerusform>Every client (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shortened</source>
        <translation>
            <numerusform>%n shortened</numerusform>
            <numerusform>%n shortened</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n by name only</source>
        <translation>
            <numerusform>%n by name only</numerusform>
            <numerusform>%n by name only</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n omitted</source>
        <translation>
            <numerusform>%n omitted</numerusform>
            <numerusform>%n omitted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CapturePage</name>
    <message numerus="yes">
        <source>%n exchange(s)</source>
        <translation>
            <numerusform>%n exchange</numerusform>
            <numerusform>%n exchanges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n running</source>
        <translation>
            <numerusform>, %n running</numerusform>
            <numerusform>, %n running</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n decoding</source>
        <translation>
            <numerusform>, %n decoding</numerusform>
            <numerusform>, %n decoding</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The endpoint is running, and the capture holds %n exchange(s) that are not saved. Stop the endpoint and save the capture first?</source>
        <translation>
            <numerusform>The endpoint is running, and the capture holds %n exchange that is not saved. Stop the endpoint and save the capture first?</numerusform>
            <numerusform>The endpoint is running, and the capture holds %n exchanges that are not saved. Stop the endpoint and save the capture first?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The capture holds %n exchange(s) that are not saved. Save it first?</source>
        <translation>
            <numerusform>The capture holds %n exchange that is not saved. Save it first?</numerusform>
            <numerusform>The capture holds %n exchanges that are not saved. Save it first?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureRequestDetails</name>
    <message numerus="yes">
        <source>Request %1: %2 bytes sent, %Ln token(s).</source>
        <translation>
            <numerusform>Request %1: %2 bytes sent, %Ln token.</numerusform>
            <numerusform>Request %1: %2 bytes sent, %Ln tokens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureRequestsModel</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n the client&apos;s own)</source>
        <translation>
            <numerusform> (%n the client&apos;s own)</numerusform>
            <numerusform> (%n the client&apos;s own)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureSkillsModel</name>
    <message numerus="yes">
        <source>shortened by %n character(s)</source>
        <translation>
            <numerusform>shortened by %n character</numerusform>
            <numerusform>shortened by %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureSkillsPanel</name>
    <message numerus="yes">
        <source>%n skill(s) listed otherwise than predicted by %1.</source>
        <translation>
            <numerusform>%n skill listed otherwise than predicted by %1.</numerusform>
            <numerusform>%n skills listed otherwise than predicted by %1.</numerusform>
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
    <name>sw::ui::ChatMessagesModel</name>
    <message numerus="yes">
        <source>The workbench sent the skill catalog again as a user message: it changed (%n skill(s)), and this complete catalog replaces every earlier list.</source>
        <translation>
            <numerusform>The workbench sent the skill catalog again as a user message: it changed (%n skill), and this complete catalog replaces every earlier list.</numerusform>
            <numerusform>The workbench sent the skill catalog again as a user message: it changed (%n skills), and this complete catalog replaces every earlier list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The workbench sent the skill catalog as a user message (%n skill(s)), as the agent does.</source>
        <translation>
            <numerusform>The workbench sent the skill catalog as a user message (%n skill), as the agent does.</numerusform>
            <numerusform>The workbench sent the skill catalog as a user message (%n skills), as the agent does.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ChatView</name>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ConfusionMatrixModel</name>
    <message numerus="yes">
        <source>Expected %1, loaded %2: %n run(s)</source>
        <translation>
            <numerusform>Expected %1, loaded %2: %n run</numerusform>
            <numerusform>Expected %1, loaded %2: %n runs</numerusform>
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
    <name>sw::ui::EvalResultsModel</name>
    <message numerus="yes">
        <source>Summed over the %n variant(s)</source>
        <translation>
            <numerusform>Summed over the %n variant</numerusform>
            <numerusform>Summed over the %n variants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::EvalSetModel</name>
    <message numerus="yes">
        <source>Delete %n query(s)</source>
        <translation>
            <numerusform>Delete %n query</numerusform>
            <numerusform>Delete %n queries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::EvalSetPanel</name>
    <message numerus="yes">
        <source>%n query(s) expecting a skill</source>
        <translation>
            <numerusform>%n query expecting a skill</numerusform>
            <numerusform>%n queries expecting a skill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expecting none</source>
        <translation>
            <numerusform>%n expecting none</numerusform>
            <numerusform>%n expecting none</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n should trigger</source>
        <translation>
            <numerusform>%n should trigger</numerusform>
            <numerusform>%n should trigger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n should not</source>
        <translation>
            <numerusform>%n should not</numerusform>
            <numerusform>%n should not</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n duplicate</numerusform>
            <numerusform>%n duplicates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n query(s)</source>
        <translation>
            <numerusform>Paste %n query</numerusform>
            <numerusform>Paste %n queries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n query(s).</source>
        <translation>
            <numerusform>Pasted %n query.</numerusform>
            <numerusform>Pasted %n queries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n query(s) from %1.</source>
        <translation>
            <numerusform>Imported %n query from %1.</numerusform>
            <numerusform>Imported %n queries from %1.</numerusform>
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
        <source>The exact %Ln byte(s) sent.</source>
        <translation>
            <numerusform>The exact %Ln byte sent.</numerusform>
            <numerusform>The exact %Ln bytes sent.</numerusform>
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
        <source>Copied request %1: its %Ln byte(s), exactly as sent.</source>
        <translation>
            <numerusform>Copied request %1: its %Ln byte, exactly as sent.</numerusform>
            <numerusform>Copied request %1: its %Ln bytes, exactly as sent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skill loading (%n)</source>
        <translation>
            <numerusform>Skill loading (%n)</numerusform>
            <numerusform>Skill loading (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RequestsModel</name>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
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
    <name>sw::ui::TriggerLabPage</name>
    <message numerus="yes">
        <source>Waiting %n s (rate limit): %1</source>
        <translation>
            <numerusform>Waiting %n s (rate limit): %1</numerusform>
            <numerusform>Waiting %n s (rate limit): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Results: %1 · %2 · %n run(s) per query</source>
        <translation>
            <numerusform>Results: %1 · %2 · %n run per query</numerusform>
            <numerusform>Results: %1 · %2 · %n runs per query</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trigger Lab: cancelled; %n finished run(s) kept.</source>
        <translation>
            <numerusform>Trigger Lab: cancelled; %n finished run kept.</numerusform>
            <numerusform>Trigger Lab: cancelled; %n finished runs kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n error(s))</source>
        <translation>
            <numerusform>(%n error)</numerusform>
            <numerusform>(%n errors)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n suggested near miss(es)</source>
        <translation>
            <numerusform>Add %n suggested near miss</numerusform>
            <numerusform>Add %n suggested near misses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n suggested near miss(es) as should-not queries: edit or delete them (Ctrl+Z takes them all back).</source>
        <translation>
            <numerusform>Added %n suggested near miss as a should-not query: edit or delete it (Ctrl+Z takes it back).</numerusform>
            <numerusform>Added %n suggested near misses as should-not queries: edit or delete them (Ctrl+Z takes them all back).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It also replaces your description variants (%n).</source>
        <translation>
            <numerusform>It also replaces your description variants (%n).</numerusform>
            <numerusform>It also replaces your description variants (%n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waiting %n s before trying again: %1</source>
        <translation>
            <numerusform>Waiting %n s before trying again: %1</numerusform>
            <numerusform>Waiting %n s before trying again: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading the demo replaces your eval set (%n query(ies)).</source>
        <translation>
            <numerusform>Loading the demo replaces your eval set (%n query).</numerusform>
            <numerusform>Loading the demo replaces your eval set (%n queries).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VariantListModel</name>
    <message numerus="yes">
        <source>%1

%n character(s)</source>
        <translation>
            <numerusform>%1

%n character</numerusform>
            <numerusform>%1

%n characters</numerusform>
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
    <message numerus="yes">
        <source>The description is over %1 characters: it is cut when the skill is loaded, %n not shown.</source>
        <translation>
            <numerusform>The description is over %1 characters: it is cut when the skill is loaded, %n not shown.</numerusform>
            <numerusform>The description is over %1 characters: it is cut when the skill is loaded, %n not shown.</numerusform>
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
